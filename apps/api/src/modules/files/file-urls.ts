import { createHmac, timingSafeEqual } from 'node:crypto';

/** Validity of a signed download URL. */
export const SIGNED_URL_TTL_SECONDS = 3600;

const signature = (secret: string, id: string, exp: number) =>
  createHmac('sha256', secret).update(`file:${id}:${exp}`).digest('base64url');

/** A short-lived download URL for a stored file: `/files/{id}?exp={unix seconds}&sig={HMAC-SHA256}`. */
export function signFileUrl(secret: string, id: string, ttlSeconds = SIGNED_URL_TTL_SECONDS, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `/files/${id}?exp=${exp}&sig=${signature(secret, id, exp)}`;
}

/** Whether `sig` signs `id` until `exp` and `exp` has not passed. */
export function verifyFileSignature(secret: string, id: string, exp: string | undefined, sig: string | undefined, now = Date.now()): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, id, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
