import { generateKeyPairSync, randomBytes, createPrivateKey, createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CompactSign } from 'jose';

/**
 * The Ed25519 keys that sign certificates' signed copies (JWS). Several API processes must sign
 * with the same keys, so they come from the configuration when it has them:
 * `CERTIFICATE_SIGNING_KEYS`, a JWK Set of private Ed25519 keys, each with its `kid` (as JSON, or
 * that JSON in base64; docs/operations.md), the last one signing. Without it (local use) the portal
 * makes them itself, as it makes its JWT secret: private JWK files in `DATA_DIR/certificate-keys/`
 * (mode 0600, never in the repository), one key per file named by its `kid`
 * (`cert-<yyyymmdd>-<random>`), the newest signing. Every key is published at
 * `/.well-known/jwks.json`, so a rotation (a new key added, the old ones kept) leaves every
 * certificate signed before it verifiable by its `kid`.
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

function keyOf(jwk: JsonWebKey & { kid?: unknown }): SigningKey {
  if (typeof jwk.kid !== 'string' || jwk.kid === '') throw new Error('every key needs its kid');
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.d !== 'string') throw new Error(`key ${jwk.kid}: not a private Ed25519 key (kty OKP, crv Ed25519, with d)`);
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  const { kty, crv, x } = createPublicKey(privateKey).export({ format: 'jwk' });
  return { kid: jwk.kid, privateKey, publicJwk: { kty, crv, x, kid: jwk.kid, alg: 'EdDSA', use: 'sig' } };
}

function readKeys(dir: string): SigningKey[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.jwk.json'))
    .sort();
  return files.map((f) => keyOf(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as JsonWebKey & { kid: string }));
}

/**
 * The keys of `CERTIFICATE_SIGNING_KEYS`: a JWK Set (JSON, or base64 of it) of private Ed25519
 * keys with distinct kids; the last signs. Throws with what is wrong (the configuration refuses to start).
 */
export function parseSigningKeys(value: string): SigningKeys {
  const text = value.trim().startsWith('{') ? value : Buffer.from(value.trim(), 'base64').toString('utf8');
  let set: unknown;
  try {
    set = JSON.parse(text);
  } catch {
    throw new Error('not a JWK Set: neither JSON nor base64 of JSON');
  }
  const list = (set as { keys?: unknown }).keys;
  if (!Array.isArray(list) || list.length === 0) throw new Error('a JWK Set needs at least one key in "keys"');
  const all = list.map((jwk) => keyOf(jwk as JsonWebKey));
  if (new Set(all.map((k) => k.kid)).size !== all.length) throw new Error('two keys share a kid');
  return { current: all[all.length - 1], all };
}

/**
 * The certificate keys: those of the configuration (`fromConfig`, CERTIFICATE_SIGNING_KEYS) when
 * given, else those of this data directory, made on first use; read once per process.
 */
export function certificateKeys(dataDir: string, fromConfig?: string): SigningKeys {
  const cacheKey = fromConfig ? `config:${fromConfig}` : dataDir;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  let keys: SigningKeys;
  if (fromConfig) keys = parseSigningKeys(fromConfig);
  else {
    const dir = dirOf(dataDir);
    if (!existsSync(dir) || readKeys(dir).length === 0) newKeyFile(dir);
    const all = readKeys(dir);
    keys = { current: all[all.length - 1], all };
  }
  cache.set(cacheKey, keys);
  return keys;
}

/** Adds a new key to the data directory's, which signs from now on; the old ones stay published. Other processes see it after a restart. */
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
