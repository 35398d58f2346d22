import { generateKeyPairSync, randomBytes, createPrivateKey, createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CompactSign } from 'jose';

/**
 * The Ed25519 keys that sign certificates' signed copies (JWS), kept as private JWK files in
 * `DATA_DIR/certificate-keys/` (mode 0600, never in the repository), made by the portal itself the
 * first time, as it makes its JWT secret. Each file is one key, named by its `kid`
 * (`cert-<yyyymmdd>-<random>`): the newest signs, and every key is published at
 * `/.well-known/jwks.json`, so a rotation (`rotateCertificateKey`: a new file, the old ones kept)
 * leaves every certificate signed before it verifiable by its `kid`.
 */
export type SigningKey = { kid: string; privateKey: KeyObject; publicJwk: JsonWebKey & { kid: string; alg: 'EdDSA'; use: 'sig' } };
export type SigningKeys = { current: SigningKey; all: SigningKey[] };

const DIR = 'certificate-keys';
const cache = new Map<string, SigningKeys>();

const dirOf = (dataDir: string) => path.join(dataDir, DIR);

function newKeyFile(dir: string, now = new Date()): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = now.toISOString().replace(/[-:TZ.]/g, '').slice(0, 14);
  const kid = `cert-${stamp}-${randomBytes(4).toString('hex')}`;
  const { privateKey } = generateKeyPairSync('ed25519');
  writeFileSync(path.join(dir, `${kid}.jwk.json`), JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid }), { mode: 0o600 });
}

function readKeys(dir: string): SigningKey[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.jwk.json'))
    .sort();
  return files.map((f) => {
    const jwk = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as JsonWebKey & { kid: string };
    const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
    const { kty, crv, x } = createPublicKey(privateKey).export({ format: 'jwk' });
    return { kid: jwk.kid, privateKey, publicJwk: { kty, crv, x, kid: jwk.kid, alg: 'EdDSA', use: 'sig' } };
  });
}

/** The keys of this data directory, made on first use; read once per process. */
export function certificateKeys(dataDir: string): SigningKeys {
  const cached = cache.get(dataDir);
  if (cached) return cached;
  const dir = dirOf(dataDir);
  if (!existsSync(dir) || readKeys(dir).length === 0) newKeyFile(dir);
  const all = readKeys(dir);
  const keys = { current: all[all.length - 1], all };
  cache.set(dataDir, keys);
  return keys;
}

/** Adds a new key, which signs from now on; the old ones stay published. Other processes see it after a restart. */
export function rotateCertificateKey(dataDir: string, now = new Date()): SigningKeys {
  newKeyFile(dirOf(dataDir), now);
  cache.delete(dataDir);
  return certificateKeys(dataDir);
}

/** The public keys as a JWK Set (`/.well-known/jwks.json`). */
export const jwksOf = (keys: SigningKeys) => ({ keys: keys.all.map((k) => k.publicJwk) });

/** A compact JWS (EdDSA) of `payload`, signed with the current key and naming it in `kid`. */
export function signJson(keys: SigningKeys, payload: unknown): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader({ alg: 'EdDSA', kid: keys.current.kid, typ: 'JOSE' }).sign(keys.current.privateKey);
}
