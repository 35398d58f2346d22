import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { DATA_DIR: '/tmp/portal-config-test', JWT_SECRET: 'x'.repeat(32) };

describe('storage configuration', () => {
  it('stores on disk under DATA_DIR/files by default', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'disk', dir: '/tmp/portal-config-test/files' });
  });

  it('reads STORAGE=s3 with an S3-compatible endpoint and keys', () => {
    const config = loadConfig({
      ...base,
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'portal-archivos',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'portal-archivos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
    });
  });

  it('refuses STORAGE=s3 without a bucket, half a key pair, or an invalid value', () => {
    expect(() => loadConfig({ ...base, STORAGE: 's3' })).toThrow('S3_BUCKET: required when STORAGE=s3');
    expect(() => loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'clave' })).toThrow('set both or neither');
    expect(() => loadConfig({ ...base, STORAGE: 'ftp' })).toThrow('STORAGE');
    expect(() => loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'Mi_Bucket' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'portal', S3_ENDPOINT: 'ftp://x' })).toThrow('S3_ENDPOINT');
  });
});

describe('CORS_ORIGINS', () => {
  it('is empty unless set, and keeps exact origins', () => {
    expect(loadConfig(base).corsOrigins).toEqual([]);
    expect(loadConfig({ ...base, CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
    expect(loadConfig({ ...base, CORS_ORIGINS: 'https://congreso.example.org, http://localhost:5173' }).corsOrigins).toEqual([
      'https://congreso.example.org',
      'http://localhost:5173',
    ]);
  });

  it('refuses null, wildcards, paths and anything that is not an origin', () => {
    for (const bad of ['null', '*', 'https://*.example.org', 'https://example.org/', 'https://example.org/app', 'example.org', 'ftp://example.org', 'https://example.org:443']) {
      expect(() => loadConfig({ ...base, CORS_ORIGINS: bad }), bad).toThrow('CORS_ORIGINS');
    }
  });
});

describe('online payments', () => {
  const secret = { MERCADOPAGO_WEBHOOK_SECRET: 's'.repeat(32) };
  it('uses the simulated checkout on the embedded database, and never on a PostgreSQL of its own unless told', () => {
    expect(loadConfig({ ...base, ...secret }).mercadoPago.simulatedCheckout).toBe(true);
    expect(loadConfig({ ...base, ...secret, DATABASE_URL: 'postgres://db/portal' }).mercadoPago.simulatedCheckout).toBe(false);
    expect(loadConfig({ ...base, ...secret, DATABASE_URL: 'postgres://db/portal', PAYMENTS_SIMULATED_CHECKOUT: 'true' }).mercadoPago.simulatedCheckout).toBe(true);
    expect(loadConfig({ ...base, ...secret, PAYMENTS_SIMULATED_CHECKOUT: 'false' }).mercadoPago.simulatedCheckout).toBe(false);
  });

  it('never simulates when Mercado Pago credentials are set', () => {
    const config = loadConfig({ ...base, ...secret, MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token', PAYMENTS_SIMULATED_CHECKOUT: 'true' });
    expect(config.mercadoPago).toMatchObject({ accessToken: 'APP_USR-token', simulatedCheckout: false });
  });
});
