import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 10100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_DIR = process.env.E2E_DATA_DIR ?? path.join(REPO_ROOT, '.e2e-data');
export const MAIL_DIR = path.join(E2E_DIR, 'mail');
/** The addresses the specs' SMTP receiver refuses for now (451), one per line: see `refuseMailTo`. */
export const REFUSED_MAIL_FILE = path.join(E2E_DIR, 'smtp-refused.txt');
export const SUPPORT_EMAIL = 'ayuda@asociacion.test';
export const WEB_DIST = process.env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist');
