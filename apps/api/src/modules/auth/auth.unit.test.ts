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
});
