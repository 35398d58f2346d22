import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compactVerify, createLocalJWKSet } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { certificateKeys, jwksOf, rotateCertificateKey, signJson } from './signing-keys';

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
});
