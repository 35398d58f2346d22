import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { isCuit } from '@portal/domain/association';
import { parseSigningKeys } from './modules/certificates/signing-keys';
import { apiRoot } from './platform/api-root';
import type { StorageConfig } from './platform/storage';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(10000),
  HOST: z.string().default('0.0.0.0'),
  // Empty is unset, as in a .env file with `PUBLIC_URL=`.
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /** The certificates' signing keys: a JWK Set of private Ed25519 keys (JSON or base64); unset: made and kept in DATA_DIR/certificate-keys. */
  CERTIFICATE_SIGNING_KEYS: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL: z.coerce.number().int().positive().default(30 * 24 * 3600),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Asociación Académica <no-responder@example.org>'),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SUPPORT_EMAIL: z.email().default('soporte@example.org'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: bool.optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8000).default(0),
  TRUST_PROXY: z.string().optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins = (v ?? '').split(',').map((o) => o.trim()).filter(Boolean);
      for (const origin of origins) {
        if (!isOrigin(origin)) {
          ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of origins like https://congreso.example.org (scheme, host and port only; never null or *)' });
          return z.NEVER;
        }
      }
      return origins.map((o) => new URL(o).origin);
    }),
  WEB_DIST: z.string().optional(),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  PASSWORD_WORK_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  PASSWORD_WORK_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  MERCADOPAGO_ACCESS_TOKEN: z.string().optional(),
  PAYMENTS_SIMULATED_CHECKOUT: bool.optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().optional(),
  MERCADOPAGO_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.mercadopago.com'),
  MERCADOPAGO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  ASSOCIATION_NAME: z.string().trim().min(1).default('Asociación Académica'),
  ASSOCIATION_ADDRESS: z.string().trim().min(1).default('Av. Corrientes 1234, piso 5, C1043AAZ Ciudad Autónoma de Buenos Aires'),
  ASSOCIATION_CUIT: z
    .string()
    .trim()
    .refine(isCuit, 'must be a CUIT written 30-71234567-1 (two digits, eight digits, the check digit)')
    .default('30-71234567-1'),
  ASSOCIATION_LOGO: z
    .string()
    .optional()
    .refine((file) => !file || /\.(png|jpe?g)$/i.test(file), 'must be the path of a PNG or JPEG file'),
});

/** `https://host[:port]` exactly as a browser sends it in `Origin`: no path, no wildcard, never `null`. */
function isOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/\s*]+$/i.test(value)) return false;
  try {
    return new URL(value).origin === value.toLowerCase();
  } catch {
    return false;
  }
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** PUBLIC_URL was set: page requests for another host are sent there (the local default never is). */
  publicUrlIsSet: boolean;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  /** CERTIFICATE_SIGNING_KEYS as given (checked at start-up); undefined: the keys in DATA_DIR/certificate-keys. */
  certificateSigningKeys: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  smtpUrl?: string;
  mailFrom: string;
  /** Seconds before an e-mail's first retry (later ones double); the browser tests shorten it to see a failed e-mail soon. */
  mailRetryDelaySeconds: number;
  supportEmail: string;
  logLevel: string;
  demoData: boolean;
  /** On SIGTERM, how long `/readyz` answers 503 before the server stops accepting (the load balancer's health check interval × its fall count). */
  shutdownDrainMs: number;
  /** Fastify `trustProxy`: false (socket address), or a hop count / address list. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  webDist: string;
  /** Origins allowed to call the API from a browser (CORS); empty: no CORS headers at all. */
  corsOrigins: string[];
  /** Where file bytes live: DATA_DIR/files, or an S3 bucket. */
  storage: StorageConfig;
  /** Password hashing and checks (argon2) running at once, and how many may wait; past that, TOO_MANY_REQUESTS. */
  passwordWork: { concurrency: number; queue: number };
  /**
   * Online payments: Mercado Pago when an access token is set; else the local simulated checkout
   * where it is allowed (`simulatedCheckout`: the embedded database, or PAYMENTS_SIMULATED_CHECKOUT
   * set); else none (a portal on its own PostgreSQL without credentials must not let anyone mark
   * charges paid with a simulated payment). The webhook secret signs notifications (the
   * provider's, or the simulated checkout's: generated into DATA_DIR when unset and no token is set).
   */
  mercadoPago: { accessToken?: string; simulatedCheckout: boolean; webhookSecret: string; apiUrl: string; timeoutMs: number };
  /** Who issues the portal's documents (the letterhead of every PDF: platform/pdf/letterhead.ts). */
  association: { name: string; address: string; cuit: string; logoFile?: string };
};

/**
 * argon2 runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default). By default it leaves one
 * core to the event loop and the database (on a 2-core machine a second argon2 thread raised the
 * list's p97.5 during a sign-in burst and did not raise the sign-in rate: bench/login-burst.ts),
 * and one pool thread for everything else (file reads, DNS).
 */
export function defaultPasswordConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const pool = Number(env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(availableParallelism() - 1, pool - 1));
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** JWT secret: from the environment, else generated once into DATA_DIR and kept there. */
function loadJwtSecret(dataDir: string, fromEnv?: string, name = 'jwt-secret'): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** STORAGE=s3 needs a bucket, and the two keys go together (unset: the SDK's default credentials). */
function checkStorage(e: z.infer<typeof envSchema>): string[] {
  if (e.STORAGE !== 's3') return [];
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required when STORAGE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return problems;
}

function storageConfig(e: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  if (e.STORAGE === 'disk') return { kind: 'disk', dir: path.join(dataDir, 'files') };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const storageProblems = checkStorage(e);
  if (e.MERCADOPAGO_ACCESS_TOKEN && !e.MERCADOPAGO_WEBHOOK_SECRET) {
    storageProblems.push('  MERCADOPAGO_WEBHOOK_SECRET: required with MERCADOPAGO_ACCESS_TOKEN (the secret of the webhook in the Mercado Pago panel)');
  }
  if (e.ASSOCIATION_LOGO && !existsSync(path.resolve(e.ASSOCIATION_LOGO))) {
    storageProblems.push(`  ASSOCIATION_LOGO: no file at ${path.resolve(e.ASSOCIATION_LOGO)}`);
  }
  if (e.CERTIFICATE_SIGNING_KEYS) {
    try {
      parseSigningKeys(e.CERTIFICATE_SIGNING_KEYS);
    } catch (error) {
      storageProblems.push(`  CERTIFICATE_SIGNING_KEYS: ${(error as Error).message}`);
    }
  }
  if (storageProblems.length) throw new Error(`Invalid configuration:\n${storageProblems.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlIsSet: Boolean(e.PUBLIC_URL),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    jwtSecret: loadJwtSecret(dataDir, e.JWT_SECRET),
    certificateSigningKeys: e.CERTIFICATE_SIGNING_KEYS,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS ?? [],
    webDist: path.resolve(e.WEB_DIST ?? path.join(apiRoot, '../web/dist')),
    storage: storageConfig(e, dataDir),
    mercadoPago: {
      accessToken: e.MERCADOPAGO_ACCESS_TOKEN || undefined,
      simulatedCheckout: !e.MERCADOPAGO_ACCESS_TOKEN && (e.PAYMENTS_SIMULATED_CHECKOUT ?? !e.DATABASE_URL),
      webhookSecret: loadJwtSecret(dataDir, e.MERCADOPAGO_WEBHOOK_SECRET, 'checkout-webhook-secret'),
      apiUrl: e.MERCADOPAGO_API_URL,
      timeoutMs: e.MERCADOPAGO_TIMEOUT_MS,
    },
    passwordWork: { concurrency: e.PASSWORD_WORK_CONCURRENCY ?? defaultPasswordConcurrency(env), queue: e.PASSWORD_WORK_QUEUE },
    association: {
      name: e.ASSOCIATION_NAME,
      address: e.ASSOCIATION_ADDRESS,
      cuit: e.ASSOCIATION_CUIT,
      logoFile: e.ASSOCIATION_LOGO ? path.resolve(e.ASSOCIATION_LOGO) : undefined,
    },
  };
}
