import { describe, expect, it } from 'vitest';
import { isCuit } from '@portal/domain/association';
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

describe('the letterhead (ASSOCIATION_*)', () => {
  it('has demo defaults and reads the variables', () => {
    expect(loadConfig(base).association).toEqual({
      name: 'Asociación Académica',
      address: 'Av. Corrientes 1234, piso 5, C1043AAZ Ciudad Autónoma de Buenos Aires',
      cuit: '30-71234567-1',
      logoFile: undefined,
    });
    const config = loadConfig({ ...base, ASSOCIATION_NAME: 'Sociedad de Estudios', ASSOCIATION_ADDRESS: 'Calle 1, Rosario', ASSOCIATION_CUIT: '30-50001091-2' });
    expect(config.association).toMatchObject({ name: 'Sociedad de Estudios', address: 'Calle 1, Rosario', cuit: '30-50001091-2' });
  });

  it('refuses a CUIT that is not written xx-xxxxxxxx-x or whose check digit is wrong, and a logo that is not there', () => {
    expect(isCuit('30-71234567-1')).toBe(true);
    expect(isCuit('30-71234567-2')).toBe(false);
    expect(isCuit('30712345671')).toBe(false);
    expect(() => loadConfig({ ...base, ASSOCIATION_CUIT: '30-71234567-2' })).toThrow(/ASSOCIATION_CUIT: must be a CUIT/);
    expect(() => loadConfig({ ...base, ASSOCIATION_LOGO: 'logo.gif' })).toThrow(/ASSOCIATION_LOGO: must be the path of a PNG or JPEG file/);
    expect(() => loadConfig({ ...base, ASSOCIATION_LOGO: '/nonexistent/logo.png' })).toThrow(/ASSOCIATION_LOGO: no file at \/nonexistent\/logo.png/);
  });
});

describe('MAIL_RETRY_DELAY_SECONDS', () => {
  it('is 30 s unless set, and refuses anything but whole seconds from 1 to 3600', () => {
    expect(loadConfig(base).mailRetryDelaySeconds).toBe(30);
    expect(loadConfig({ ...base, MAIL_RETRY_DELAY_SECONDS: '1' }).mailRetryDelaySeconds).toBe(1);
    for (const bad of ['0', '1.5', '3601', 'pronto']) expect(() => loadConfig({ ...base, MAIL_RETRY_DELAY_SECONDS: bad })).toThrow();
  });
});
