import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compactVerify, createLocalJWKSet } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { loadConfig } from '../../config';
import { certificateKeys, jwksOf, parseSigningKeys, rotateCertificateKey, signJson } from './signing-keys';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cert-keys-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('certificate signing keys', () => {
  it('are made once per data directory as private files, and published without their private part', () => {
    const keys = certificateKeys(dataDir);
    const files = readdirSync(path.join(dataDir, 'certificate-keys'));
    expect(files).toEqual([`${keys.current.kid}.jwk.json`]);
    expect(statSync(path.join(dataDir, 'certificate-keys', files[0])).mode & 0o077).toBe(0);
    expect(certificateKeys(dataDir).current.kid).toBe(keys.current.kid);
    expect(JSON.stringify(jwksOf(keys))).not.toContain('"d"');
  });

  it('keeps what the old key signed verifiable after a rotation, by its kid; the new key signs from then on', async () => {
    const before = certificateKeys(dataDir);
    const old = await signJson(before, { code: 'CERT-2222-3333-4444-5555' });
    const after = rotateCertificateKey(dataDir, new Date(Date.now() + 60_000));
    expect(after.current.kid).not.toBe(before.current.kid);
    expect(after.all.map((k) => k.kid)).toEqual([before.current.kid, after.current.kid]);
    const keySet = createLocalJWKSet(jwksOf(after) as never);
    expect((await compactVerify(old, keySet)).protectedHeader.kid).toBe(before.current.kid);
    const fresh = await signJson(after, { code: 'CERT-2222-3333-4444-6666' });
    expect((await compactVerify(fresh, keySet)).protectedHeader.kid).toBe(after.current.kid);
  });

  it('come from CERTIFICATE_SIGNING_KEYS when given (JSON or base64), the last signing: two processes share them and write no key file', async () => {
    const jwk = (kid: string) => ({ ...generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }), kid });
    const set = JSON.stringify({ keys: [jwk('cert-old'), jwk('cert-new')] });
    const otherDir = mkdtempSync(path.join(tmpdir(), 'cert-keys-env-'));
    const one = certificateKeys(otherDir, set);
    const two = certificateKeys(mkdtempSync(path.join(tmpdir(), 'cert-keys-env-')), Buffer.from(set).toString('base64'));
    expect(one.current.kid).toBe('cert-new');
    expect(two.all.map((k) => k.kid)).toEqual(['cert-old', 'cert-new']);
    expect(readdirSync(otherDir)).toEqual([]);
    const signed = await signJson(one, { code: 'CERT-2222-3333-4444-7777' });
    expect((await compactVerify(signed, createLocalJWKSet(jwksOf(two) as never))).protectedHeader.kid).toBe('cert-new');
    expect(JSON.stringify(jwksOf(one))).not.toContain('"d"');
    rmSync(otherDir, { recursive: true, force: true });
  });

  it('refuses to start with a CERTIFICATE_SIGNING_KEYS that is not a set of private Ed25519 keys with distinct kids', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const publicOnly = { ...privateKey.export({ format: 'jwk' }), d: undefined, kid: 'a' };
    const twice = { ...privateKey.export({ format: 'jwk' }), kid: 'a' };
    expect(() => parseSigningKeys('no es json')).toThrow(/not a JWK Set/);
    expect(() => parseSigningKeys('{"keys":[]}')).toThrow(/at least one key/);
    expect(() => parseSigningKeys(JSON.stringify({ keys: [{ ...twice, kid: undefined }] }))).toThrow(/kid/);
    expect(() => parseSigningKeys(JSON.stringify({ keys: [publicOnly] }))).toThrow(/not a private Ed25519 key/);
    expect(() => parseSigningKeys(JSON.stringify({ keys: [twice, twice] }))).toThrow(/share a kid/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), CERTIFICATE_SIGNING_KEYS: '{"keys":[]}' })).toThrow(/CERTIFICATE_SIGNING_KEYS: a JWK Set needs at least one key/);
  });
});
