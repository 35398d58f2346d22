// Payment providers: the interface the payments domain speaks, the Mercado Pago REST adapter
// (Checkout Pro preferences, payments by id) and the webhook signature check. Knows no domain module.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type PreferenceItem = { id: string; title: string; quantity: number; unitPriceCents: number; currency: string };

export type PreferenceRequest = {
  /** Our payment id: the preference's `external_reference`, and the source of the idempotency key. */
  externalReference: string;
  items: PreferenceItem[];
  payerEmail: string;
  backUrls: { success: string; pending: string; failure: string };
  notificationUrl: string;
  /** `auto_return: approved`: only for an https PUBLIC_URL (the provider refuses it otherwise). */
  autoReturn: boolean;
};

export type Preference = { id: string; checkoutUrl: string };

/** A provider's payment as `GET /v1/payments/{id}` tells it, amounts in cents. */
export type ProviderPayment = {
  id: string;
  status: string;
  statusDetail: string | null;
  amountCents: number;
  currency: string;
  externalReference: string | null;
};

export interface PaymentProvider {
  readonly name: 'MERCADO_PAGO' | 'SIMULATED';
  createPreference(request: PreferenceRequest): Promise<Preference>;
  /** null when the provider does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** The provider's payments carrying our `external_reference` (reconciliation: a notification may never have arrived). */
  searchPayments(externalReference: string): Promise<ProviderPayment[]>;
}

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}

/** Pesos with up to two decimals, as the provider's API takes and gives amounts. */
const toPesos = (cents: number) => Math.round(cents) / 100;
const toCents = (pesos: unknown) => (typeof pesos === 'number' && Number.isFinite(pesos) ? Math.round(pesos * 100) : NaN);

/** The idempotency key of a preference: one per payment of ours, so a retried request creates nothing new. */
export const preferenceIdempotencyKey = (externalReference: string) => `portal-preference-${externalReference}`;

/** The preference body the provider's REST API takes (POST /checkout/preferences). */
export function preferenceBody(request: PreferenceRequest) {
  return {
    items: request.items.map((item) => ({
      id: item.id,
      title: item.title,
      quantity: item.quantity,
      unit_price: toPesos(item.unitPriceCents),
      currency_id: item.currency,
    })),
    payer: { email: request.payerEmail },
    external_reference: request.externalReference,
    back_urls: request.backUrls,
    notification_url: request.notificationUrl,
    ...(request.autoReturn ? { auto_return: 'approved' } : {}),
  };
}

/** Reads a payment object of the provider's API into ours. */
export function readProviderPayment(body: Record<string, unknown>): ProviderPayment {
  return {
    id: String(body.id),
    status: String(body.status ?? ''),
    statusDetail: typeof body.status_detail === 'string' ? body.status_detail : null,
    amountCents: toCents(body.transaction_amount),
    currency: String(body.currency_id ?? ''),
    externalReference: typeof body.external_reference === 'string' && body.external_reference ? body.external_reference : null,
  };
}

type MercadoPagoOptions = { accessToken: string; apiUrl: string; timeoutMs: number; attempts?: number; fetch?: typeof fetch };

/**
 * The Mercado Pago REST adapter. Requests time out after `timeoutMs` and are retried (network
 * errors, timeouts, 5xx) with the same `X-Idempotency-Key`, so a preference whose answer was lost
 * is not created twice.
 */
export class MercadoPagoClient implements PaymentProvider {
  readonly name = 'MERCADO_PAGO' as const;
  constructor(private readonly options: MercadoPagoOptions) {}

  private async request(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<{ status: number; json: Record<string, unknown> }> {
    const attempts = this.options.attempts ?? 3;
    const doFetch = this.options.fetch ?? fetch;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const res = await doFetch(`${this.options.apiUrl.replace(/\/+$/, '')}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${this.options.accessToken}`,
            accept: 'application/json',
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        const text = await res.text();
        const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
        if (res.status >= 500) {
          lastError = new ProviderError(`Mercado Pago answered ${res.status} to ${method} ${path}`);
          continue;
        }
        return { status: res.status, json };
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError instanceof ProviderError ? lastError : new ProviderError(`Mercado Pago did not answer ${method} ${path}: ${String((lastError as Error)?.message ?? lastError)}`);
  }

  async createPreference(request: PreferenceRequest): Promise<Preference> {
    const { status, json } = await this.request('POST', '/checkout/preferences', preferenceBody(request), preferenceIdempotencyKey(request.externalReference));
    if (status !== 200 && status !== 201) throw new ProviderError(`Mercado Pago refused the preference (${status})`);
    if (typeof json.id !== 'string' || typeof json.init_point !== 'string') throw new ProviderError('Mercado Pago answered a preference without id or init_point');
    return { id: json.id, checkoutUrl: json.init_point };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
    const { status, json } = await this.request('GET', `/v1/payments/${encodeURIComponent(id)}`);
    if (status === 404) return null;
    if (status !== 200) throw new ProviderError(`Mercado Pago answered ${status} to the payment ${id}`);
    return readProviderPayment(json);
  }

  async searchPayments(externalReference: string): Promise<ProviderPayment[]> {
    const query = new URLSearchParams({ external_reference: externalReference, sort: 'date_created', criteria: 'asc' });
    const { status, json } = await this.request('GET', `/v1/payments/search?${query}`);
    if (status !== 200) throw new ProviderError(`Mercado Pago answered ${status} to the payment search`);
    const results = Array.isArray(json.results) ? (json.results as Record<string, unknown>[]) : [];
    return results.map(readProviderPayment).filter((p) => p.externalReference === externalReference);
  }
}

/** How far from now a notification's `ts` may be (either way). */
export const SIGNATURE_WINDOW_SECONDS = 30 * 60;

/** The signed text: `id:{data.id};request-id:{x-request-id};ts:{ts};`, each pair only when its value is there. */
export function signatureManifest(parts: { dataId?: string | null; requestId?: string | null; ts: string }): string {
  let manifest = '';
  // The provider lowercases an alphanumeric data.id before signing (digits are unaffected).
  if (parts.dataId) manifest += `id:${parts.dataId.toLowerCase()};`;
  if (parts.requestId) manifest += `request-id:${parts.requestId};`;
  manifest += `ts:${parts.ts};`;
  return manifest;
}

/** `ts=…,v1=…` as the provider sends it in `x-signature`. */
export function signWebhook(secret: string, parts: { dataId?: string | null; requestId?: string | null; ts: string }): string {
  const v1 = createHmac('sha256', secret).update(signatureManifest(parts)).digest('hex');
  return `ts=${parts.ts},v1=${v1}`;
}

/**
 * Whether `x-signature` signs this notification with `secret`: HMAC-SHA256 of the manifest,
 * compared in constant time, and `ts` (seconds or milliseconds) within the window of `now`.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  signature: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  now?: number;
  windowSeconds?: number;
}): boolean {
  // The signature must name the payment it is about: without `data.id` it covers only the request
  // id and ts, and any id could be put beside it.
  if (!input.signature || input.signature.length > 512 || !input.dataId) return false;
  const fields = new Map<string, string>();
  for (const part of input.signature.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  if (!ts || !v1 || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const raw = Number(ts);
  const seconds = raw >= 1e11 ? raw / 1000 : raw;
  const now = (input.now ?? Date.now()) / 1000;
  if (Math.abs(now - seconds) > (input.windowSeconds ?? SIGNATURE_WINDOW_SECONDS)) return false;
  const expected = Buffer.from(createHmac('sha256', input.secret).update(signatureManifest({ dataId: input.dataId, requestId: input.requestId, ts })).digest('hex'));
  const given = Buffer.from(v1.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
