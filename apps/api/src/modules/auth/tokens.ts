import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { sub: string; sid: string };

const ALG = 'HS256';
const ISSUER = 'portal-asociacion';

// The HMAC key object, made once per secret rather than on every signature check (jose would
// otherwise turn the raw bytes into a key on each request).
const keys = new Map<string, KeyObject>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
};

export async function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds: number, now = new Date()) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyFor(secret));
  return { token, expire: new Date(exp * 1000) };
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Only HS256 with our key is accepted: `alg: none` and other algorithms fail as invalid, and so
 * does a token without `exp` (it would never expire).
 */
export async function verifyAccessToken(secret: string, token: string, now = Date.now()): Promise<VerifyResult> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    // jose's rule: expired once `exp` is not after now (whole seconds).
    if (known.exp <= Math.floor(now / 1000)) return { ok: false, reason: 'expired' };
    return { ok: true, claims: known.claims };
  }
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: [ALG], issuer: ISSUER, requiredClaims: ['exp'], currentDate: new Date(now) });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
    remember(token, { secret, exp: payload.exp, claims: { sub: payload.sub, sid: payload.sid } });
    return { ok: true, claims: { sub: payload.sub, sid: payload.sid } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

/**
 * Tokens whose signature, algorithm, issuer and claims already passed `jwtVerify`, by their exact
 * text: the same token on the next request skips the HMAC (a tenth of a small list's CPU), but
 * not the expiry, which is checked against the clock on every use. Only what verified is kept, so
 * a changed byte is a different key and goes through the full check. The session and roles are
 * still read on every request (resolveViewer); this only caches arithmetic on the token's bytes.
 */
type Verified = { secret: string; exp: number; claims: AccessClaims };
const VERIFIED_MAX = 10_000;
const verified = new Map<string, Verified>();
function remember(token: string, entry: Verified) {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  verified.set(token, entry);
}

/** A random opaque token (256 bits) for refresh and recovery links. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
