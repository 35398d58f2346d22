import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MercadoPagoClient, preferenceIdempotencyKey, ProviderError, readProviderPayment, signatureManifest, verifyWebhookSignature, type PreferenceRequest } from './mercadopago';

const secret = 'secreto';
const hmac = (manifest: string) => createHmac('sha256', secret).update(manifest).digest('hex');
const now = 1_790_000_000_000;

describe('the webhook signature', () => {
  it('signs id, request-id and ts, dropping the pair of an absent value, with an alphanumeric id lowercased', () => {
    expect(signatureManifest({ dataId: '123', requestId: 'abc-1', ts: '1790000000' })).toBe('id:123;request-id:abc-1;ts:1790000000;');
    expect(signatureManifest({ dataId: null, requestId: 'abc-1', ts: '1' })).toBe('request-id:abc-1;ts:1;');
    expect(signatureManifest({ dataId: '55', requestId: undefined, ts: '1' })).toBe('id:55;ts:1;');
    expect(signatureManifest({ dataId: 'ABC123', requestId: 'r', ts: '1' })).toBe('id:abc123;request-id:r;ts:1;');
    expect(signatureManifest({ dataId: 'ABC', requestId: 'r', ts: '1' })).toBe('id:abc;request-id:r;ts:1;');
  });

  it('accepts ts in seconds or in milliseconds inside the window, and nothing else', () => {
    const seconds = String(now / 1000);
    const ok = (ts: string, o: { dataId?: string; requestId?: string } = { dataId: '9', requestId: 'r-1' }) =>
      verifyWebhookSignature({ secret, signature: `ts=${ts},v1=${hmac(signatureManifest({ ...o, ts }))}`, requestId: o.requestId, dataId: o.dataId, now });
    expect(ok(seconds)).toBe(true);
    expect(ok(String(now))).toBe(true);
    expect(ok(String(now / 1000 - 29 * 60))).toBe(true);
    expect(ok(String(now / 1000 - 31 * 60))).toBe(false);
    expect(ok(String(now / 1000 + 31 * 60))).toBe(false);
    // A signature without the payment id binds no payment: refused even when it is well made.
    expect(ok(seconds, { requestId: 'r-1' })).toBe(false);
    const v1 = hmac(signatureManifest({ dataId: '9', requestId: 'r-1', ts: seconds }));
    const check = (signature: string, dataId = '9', requestId = 'r-1') => verifyWebhookSignature({ secret, signature, dataId, requestId, now });
    expect(check(` ts=${seconds} , v1=${v1} `)).toBe(true);
    expect(check(`v1=${v1},ts=${seconds}`)).toBe(true);
    expect(check(`ts=${seconds},v1=${v1.toUpperCase()}`)).toBe(true);
    expect(check(`ts=${seconds},v1=${v1}`, '10')).toBe(false);
    expect(check(`ts=${seconds},v1=${v1}`, '9', 'r-2')).toBe(false);
    expect(check(`ts=${seconds}`)).toBe(false);
    expect(check(`v1=${v1}`)).toBe(false);
    expect(check(`ts=${seconds},v1=${v1.slice(1)}`)).toBe(false);
    expect(check(`ts=abc,v1=${v1}`)).toBe(false);
    expect(verifyWebhookSignature({ secret, signature: undefined, dataId: '9', requestId: 'r-1', now })).toBe(false);
  });
});

describe('the signature window edge', () => {
  it('accepts a ts exactly at the window and refuses one second past it', () => {
    const at = (ts: number) => {
      const text = String(ts);
      return verifyWebhookSignature({ secret, signature: `ts=${text},v1=${hmac(signatureManifest({ dataId: '1', ts: text }))}`, dataId: '1', requestId: undefined, now });
    };
    expect(at(now / 1000 - 30 * 60)).toBe(true);
    expect(at(now / 1000 - 30 * 60 - 1)).toBe(false);
    expect(at(now - 30 * 60 * 1000)).toBe(true);
  });
});

describe('readProviderPayment', () => {
  it('reads amounts into cents and leaves out what the provider did not say', () => {
    expect(readProviderPayment({ id: 5, status: 'approved', status_detail: 'accredited', transaction_amount: 45000.5, currency_id: 'ARS', external_reference: 'abc' })).toEqual({
      id: '5',
      status: 'approved',
      statusDetail: 'accredited',
      amountCents: 4_500_050,
      currency: 'ARS',
      externalReference: 'abc',
    });
    const bare = readProviderPayment({ id: 6, transaction_amount: '100', external_reference: '', status_detail: 3 });
    expect(bare).toMatchObject({ status: '', statusDetail: null, currency: '', externalReference: null });
    expect(Number.isNaN(bare.amountCents)).toBe(true);
    expect(Number.isNaN(readProviderPayment({ id: 7, transaction_amount: Infinity }).amountCents)).toBe(true);
    expect(readProviderPayment({ id: 8, external_reference: 12 }).externalReference).toBeNull();
  });
});

type Call = { url: string; method: string; headers: Record<string, string>; body?: string };

/** A fetch that answers from a script, one entry per call (a thrown error stands for a timeout). */
function scriptedFetch(script: (Error | { status: number; body?: unknown })[]) {
  const calls: Call[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body as string | undefined });
    const next = script.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return new Response(next.body === undefined ? '' : JSON.stringify(next.body), { status: next.status });
  }) as unknown as typeof fetch;
  return { fetch: fn, calls };
}

const request: PreferenceRequest = {
  externalReference: 'pago-1',
  items: [{ id: '1', title: 'Cuota', quantity: 1, unitPriceCents: 1050, currency: 'ARS' }],
  payerEmail: 'a@example.org',
  backUrls: { success: 'https://p/a', pending: 'https://p/b', failure: 'https://p/c' },
  notificationUrl: 'https://p/w',
  autoReturn: true,
};

describe('MercadoPagoClient', () => {
  const client = (f: typeof fetch, attempts?: number) => new MercadoPagoClient({ accessToken: 'tok', apiUrl: 'https://api.example//', timeoutMs: 1000, attempts, fetch: f });

  it('posts the preference once, with the token and the idempotency key, and answers its init_point', async () => {
    const { fetch: f, calls } = scriptedFetch([{ status: 201, body: { id: 'pref-1', init_point: 'https://mp/checkout' } }]);
    expect(await client(f).createPreference(request)).toEqual({ id: 'pref-1', checkoutUrl: 'https://mp/checkout' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: 'https://api.example/checkout/preferences', method: 'POST' });
    expect(calls[0].headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json', 'x-idempotency-key': preferenceIdempotencyKey('pago-1') });
    expect(JSON.parse(calls[0].body!)).toMatchObject({ external_reference: 'pago-1', auto_return: 'approved', items: [{ unit_price: 10.5 }] });
  });

  it('retries timeouts and 5xx with the same key, never a refusal, and gives up after the last try', async () => {
    const timeout = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    const retried = scriptedFetch([timeout, { status: 502 }, { status: 200, body: { id: 'p', init_point: 'https://mp/x' } }]);
    expect((await client(retried.fetch).createPreference(request)).id).toBe('p');
    expect(new Set(retried.calls.map((c) => c.headers['x-idempotency-key'])).size).toBe(1);
    expect(retried.calls).toHaveLength(3);

    const refused = scriptedFetch([{ status: 400, body: { message: 'bad' } }]);
    await expect(client(refused.fetch).createPreference(request)).rejects.toBeInstanceOf(ProviderError);
    expect(refused.calls).toHaveLength(1);

    const down = scriptedFetch([{ status: 500 }, { status: 500 }]);
    await expect(client(down.fetch, 2).createPreference(request)).rejects.toThrow(/answered 500/);
    const silent = scriptedFetch([timeout, timeout, timeout]);
    await expect(client(silent.fetch).createPreference(request)).rejects.toThrow(/did not answer POST \/checkout\/preferences: timed out/);

    const incomplete = scriptedFetch([{ status: 201, body: { id: 'p' } }]);
    await expect(client(incomplete.fetch).createPreference(request)).rejects.toThrow(/without id or init_point/);
  });

  it('gets a payment by id (GET, no body), null when unknown or not an id, and throws on other answers', async () => {
    const found = scriptedFetch([{ status: 200, body: { id: 77, status: 'approved', transaction_amount: 1, currency_id: 'ARS', external_reference: 'r' } }]);
    expect(await client(found.fetch).getPayment('77')).toMatchObject({ id: '77', status: 'approved', amountCents: 100 });
    expect(found.calls[0]).toMatchObject({ url: 'https://api.example/v1/payments/77', method: 'GET', body: undefined });
    expect(found.calls[0].headers).not.toHaveProperty('content-type');
    expect(found.calls[0].headers).not.toHaveProperty('x-idempotency-key');
    const unknown = scriptedFetch([{ status: 404, body: { message: 'not found' } }]);
    expect(await client(unknown.fetch).getPayment('78')).toBeNull();
    const none = scriptedFetch([]);
    expect(await client(none.fetch).getPayment('a/b')).toBeNull();
    expect(await client(none.fetch).getPayment('x'.repeat(65))).toBeNull();
    expect(await client(none.fetch).getPayment('')).toBeNull();
    expect(none.calls).toHaveLength(0);
    const odd = scriptedFetch([{ status: 403, body: {} }]);
    await expect(client(odd.fetch).getPayment('79')).rejects.toThrow(/answered 403/);
  });
});
