// A fake Mercado Pago on loopback for the API tests and the browser tests' own portals: the REST
// endpoints the portal calls (POST /checkout/preferences, GET /v1/payments/{id}) and webhook
// notifications signed the way the provider signs them (x-signature: ts=…,v1=HMAC-SHA256 of
// `id:…;request-id:…;ts:…;`). Nothing here loads Vitest or the test harness (fake-mercadopago.ts).
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePayment = { id: string; status: string; transaction_amount: number; currency_id: string; external_reference: string | null };
export type PreferenceRequestSeen = { idempotencyKey: string | undefined; authorization: string | undefined; body: Record<string, unknown> };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export type FakeMercadoPago = Awaited<ReturnType<typeof startFakeMercadoPago>>;

export async function startFakeMercadoPago(opts: { accessToken: string; webhookSecret: string }) {
  const preferences = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, string>();
  const preferenceRequests: PreferenceRequestSeen[] = [];
  const paymentsById = new Map<string, FakePayment>();
  const paymentFetches: string[] = [];
  /** The next preference request is processed, but its answer held this long (a timeout on the caller's side). */
  let stallNextMs = 0;
  /** How many of the next preference requests answer 500 (the provider down). */
  let failNext = 0;
  let failNextStatus = 500;
  /** How many of the next payment fetches (and searches) answer 500. */
  let failFetches = 0;
  let nextPaymentId = 90_000_000_001;

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${opts.accessToken}`) return send(401, { message: 'invalid access token' });
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/checkout/preferences') {
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      const key = req.headers['x-idempotency-key'] as string | undefined;
      preferenceRequests.push({ idempotencyKey: key, authorization: req.headers.authorization, body });
      if (failNext > 0) {
        failNext--;
        return send(failNextStatus, { message: failNextStatus >= 500 ? 'internal_error' : 'bad_request' });
      }
      let id = key ? byKey.get(key) : undefined;
      if (!id) {
        id = `${Math.floor(Math.random() * 1e9)}-${randomUUID()}`;
        preferences.set(id, body);
        if (key) byKey.set(key, id);
      }
      const answer = { ...preferences.get(id), id, init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`, sandbox_init_point: `https://sandbox.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}` };
      if (stallNextMs) {
        const wait = stallNextMs;
        stallNextMs = 0;
        await new Promise((resolve) => setTimeout(resolve, wait));
        if (res.destroyed || req.destroyed) return;
      }
      return send(201, answer);
    }
    if (req.method === 'GET' && url.pathname === '/v1/payments/search') {
      if (failFetches > 0) {
        failFetches--;
        return send(500, { message: 'internal_error' });
      }
      const reference = url.searchParams.get('external_reference');
      const results = [...paymentsById.values()].filter((p) => p.external_reference === reference).map((p) => ({ ...p, id: Number(p.id) }));
      return send(200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
    }
    const match = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      paymentFetches.push(match[1]);
      if (failFetches > 0) {
        failFetches--;
        return send(500, { message: 'internal_error' });
      }
      const payment = paymentsById.get(match[1]);
      return payment ? send(200, { ...payment, id: Number(payment.id), status_detail: payment.status === 'approved' ? 'accredited' : 'pending_contingency' }) : send(404, { message: 'Payment not found', status: 404 });
    }
    return send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The provider's signature of a notification about `dataId`. */
  const sign = (dataId: string | null, requestId: string | null, ts: string, secret = opts.webhookSecret) => {
    let manifest = '';
    if (dataId) manifest += `id:${dataId.toLowerCase()};`;
    if (requestId) manifest += `request-id:${requestId};`;
    manifest += `ts:${ts};`;
    return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
  };

  /**
   * The request the provider sends to the notification URL about payment `id`, as
   * `{url, headers, payload}` for `server.inject`. `shape: 'topic'` is the older `{topic, id}` form.
   */
  function notification(id: string, o: { shape?: 'webhook' | 'topic'; ts?: string; requestId?: string; action?: string } = {}) {
    const requestId = o.requestId ?? randomUUID();
    const ts = o.ts ?? String(Math.floor(Date.now() / 1000));
    if (o.shape === 'topic') {
      return {
        url: `/webhooks/mercadopago?id=${id}&topic=payment`,
        headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': sign(null, requestId, ts) },
        payload: JSON.stringify({ resource: id, topic: 'payment' }),
      };
    }
    return {
      url: `/webhooks/mercadopago?data.id=${id}&type=payment&source_news=webhooks`,
      headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': sign(id, requestId, ts) },
      payload: JSON.stringify({ action: o.action ?? 'payment.updated', api_version: 'v1', data: { id }, date_created: new Date().toISOString(), id: Date.now(), live_mode: false, type: 'payment', user_id: '123456' }),
    };
  }

  return {
    url,
    preferences,
    preferenceRequests,
    paymentFetches,
    sign,
    notification,
    failNextPreferences(n: number, status = 500) {
      failNext = n;
      failNextStatus = status;
    },
    failNextPaymentFetches(n: number) {
      failFetches = n;
    },
    stallNextPreference(ms: number) {
      stallNextMs = ms;
    },
    /** A payment the buyer made in the checkout of preference `externalReference`. */
    addPayment(p: { status: string; amountCents: number; externalReference: string | null; currency?: string }): string {
      const id = String(nextPaymentId++);
      paymentsById.set(id, { id, status: p.status, transaction_amount: p.amountCents / 100, currency_id: p.currency ?? 'ARS', external_reference: p.externalReference });
      return id;
    },
    /** Changes what the provider says about a payment (a provider-side amount, say). */
    update(id: string, change: Partial<Omit<FakePayment, 'id'>>) {
      Object.assign(paymentsById.get(id)!, change);
    },
    setStatus(id: string, status: string) {
      paymentsById.get(id)!.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The credentials the tests' portal and fake Mercado Pago share. */
export const FAKE_MP_ACCESS_TOKEN = 'TEST-1234567890-token-de-prueba';
export const FAKE_MP_WEBHOOK_SECRET = 'secreto-del-webhook-de-prueba';
