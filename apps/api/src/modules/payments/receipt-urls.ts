import { createHmac, timingSafeEqual } from 'node:crypto';

/** Validity of a receipt download link. */
export const RECEIPT_URL_TTL_SECONDS = 600;

const signature = (secret: string, paymentId: string, exp: number) => createHmac('sha256', secret).update(`receipt:${paymentId}:${exp}`).digest('base64url');

/** A short-lived link to a payment's receipt PDF: `/comprobantes/{paymentId}?exp=…&sig=…`. */
export function signReceiptUrl(secret: string, paymentId: string, ttlSeconds = RECEIPT_URL_TTL_SECONDS, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `/comprobantes/${paymentId}?exp=${exp}&sig=${signature(secret, paymentId, exp)}`;
}

export function verifyReceiptSignature(secret: string, paymentId: string, exp: string | undefined, sig: string | undefined, now = Date.now()): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, paymentId, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
