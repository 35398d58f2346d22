import { createHmac, timingSafeEqual } from 'node:crypto';

/** A generated file lives a day (the cleanup job removes it); its link as long. */
export const EXPORT_TTL_SECONDS = 24 * 3600;

const signature = (secret: string, id: string, ownerId: string, exp: number) =>
  createHmac('sha256', secret).update(`export:${id}:${ownerId}:${exp}`).digest('base64url');

/**
 * The download link of a generated file, for its owner only: the signature covers the file, the
 * person it was made for and the expiry, so a link made for anyone else does not open it.
 * `/files/exports/{id}?exp={unix seconds}&sig={HMAC-SHA256}`.
 */
export function signExportUrl(secret: string, id: string, ownerId: string, ttlSeconds = EXPORT_TTL_SECONDS, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `/files/exports/${id}?exp=${exp}&sig=${signature(secret, id, ownerId, exp)}`;
}

/** Whether `sig` signs file `id` of `ownerId` until `exp`, and `exp` has not passed. */
export function verifyExportSignature(secret: string, id: string, ownerId: string, exp: string | undefined, sig: string | undefined, now = Date.now()): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, id, ownerId, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
