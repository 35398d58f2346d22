/** Settings shared by `npm run bench:seed` and `npm run bench`, from the environment. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/portal_bench';

export const benchDatabaseUrl = () => process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;

/** The same server's maintenance database, for DROP / CREATE DATABASE. */
export function maintenanceUrl(url: string): { adminUrl: string; name: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_URL: database name "${name}" must be lower-case letters, digits and _`);
  parsed.pathname = '/postgres';
  return { adminUrl: parsed.toString(), name };
}

export function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number (got "${raw}")`);
  return value;
}

/** The demo administrator the bench signs in as (created by the app's demo seed). */
export const BENCH_ADMIN_EMAIL = 'admin@example.org';
