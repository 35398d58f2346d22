import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { newPasswordRule } from './passwords';
import { normalizeUsername } from './throttle';
import { randomToken, verifyAccessToken, signAccessToken } from './tokens';
import { bearerToken } from './viewer';

describe('auth helpers', () => {
  it('reads the bearer scheme case-insensitively', () => {
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('BEARER   abc ')).toBe('abc');
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('Basic abc')).toBe('');
    expect(bearerToken('bearer a b')).toBe('');
  });

  it('keys usernames: e-mails lower-cased, documents without separators', () => {
    expect(normalizeUsername(' Ana@Example.ORG ')).toEqual({ kind: 'email', value: 'ana@example.org' });
    expect(normalizeUsername('30.111-222')).toEqual({ kind: 'document', value: '30111222' });
  });

  it('flags common and trivial passwords, whatever their case', () => {
    for (const p of ['password', 'Qwerty123', 'CONTRASEÑA', 'argentina', 'aaaaaaaaaa', '1234567890', '9876543210']) expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['portal-demo-2026', 'caballo correcto batería', '5920-lunes-rojo']) expect(isCommonPassword(p), p).toBe(false);
    expect(newPasswordRule.safeParse('password1').success).toBe(false);
    expect(newPasswordRule.safeParse('caballo correcto batería').success).toBe(true);
  });

  it('makes 256-bit random tokens', () => {
    const a = randomToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(a);
  });

  it('tells an expired token from an invalid one', async () => {
    const secret = 'x'.repeat(40);
    const { token } = await signAccessToken(secret, { sub: 'u', sid: 's' }, 60, new Date(Date.now() - 120_000));
    expect(await verifyAccessToken(secret, token)).toEqual({ ok: false, reason: 'expired' });
    const fresh = await signAccessToken(secret, { sub: 'u', sid: 's' }, 60);
    expect(await verifyAccessToken(secret, fresh.token)).toEqual({ ok: true, claims: { sub: 'u', sid: 's' } });
    expect(await verifyAccessToken('y'.repeat(40), fresh.token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a token verified once still expires on time, and is still refused under another key', async () => {
    const secret = 'z'.repeat(40);
    const signedAt = new Date();
    const { token } = await signAccessToken(secret, { sub: 'u2', sid: 's2' }, 60, signedAt);
    const at = (seconds: number) => signedAt.getTime() + seconds * 1000;
    expect(await verifyAccessToken(secret, token, at(1))).toEqual({ ok: true, claims: { sub: 'u2', sid: 's2' } });
    // The second use takes the remembered verification: same answer inside the lifetime…
    expect(await verifyAccessToken(secret, token, at(59))).toEqual({ ok: true, claims: { sub: 'u2', sid: 's2' } });
    // …expired from `exp` on, as jose says for a token it has not seen…
    expect(await verifyAccessToken(secret, token, at(61))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAccessToken(secret, token, at(60))).toEqual({ ok: false, reason: 'expired' });
    // …and a remembered token proves nothing under a different secret.
    expect(await verifyAccessToken('w'.repeat(40), token, at(1))).toEqual({ ok: false, reason: 'invalid' });
    const [head, body, signature] = token.split('.');
    const flipped = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await verifyAccessToken(secret, flipped, at(1))).toEqual({ ok: false, reason: 'invalid' });
  });
});
