import { createHmac, timingSafeEqual } from 'node:crypto';

/** Validity of a certificate download link. */
export const CERTIFICATE_URL_TTL_SECONDS = 600;

const signature = (secret: string, code: string, exp: number) => createHmac('sha256', secret).update(`certificate:${code}:${exp}`).digest('base64url');

/** A short-lived link to a certificate's PDF, given only to its holder: `/certificados/pdf/{code}?exp=…&sig=…`. */
export function signCertificateUrl(secret: string, code: string, ttlSeconds = CERTIFICATE_URL_TTL_SECONDS, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `/certificados/pdf/${code}?exp=${exp}&sig=${signature(secret, code, exp)}`;
}

export function verifyCertificateSignature(secret: string, code: string, exp: string | undefined, sig: string | undefined, now = Date.now()): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, code, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
