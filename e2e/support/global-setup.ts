import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpReceiver } from '../../apps/api/src/test/smtp-receiver';
import { E2E_DIR, E2E_PORT, MAIL_DIR, REFUSED_MAIL_FILE, REPO_ROOT, WEB_DIST } from './env';
import { startPortal } from './portal-process';

/**
 * Builds the portal as `npm start` does, then starts a real SMTP receiver (each message saved as
 * JSON in .e2e-data/mail; the addresses listed in `REFUSED_MAIL_FILE` answered 451) and the
 * compiled portal with the demo data on a fresh embedded database (or the empty PostgreSQL database
 * E2E_DATABASE_URL names). Returns the teardown.
 */
export default async function globalSetup() {
  // The same build `npm start` runs (skipped when nothing changed); a WEB_DIST of one's own is used as given.
  const parts = process.env.WEB_DIST ? ['api'] : [];
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build.mjs'), ...parts], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error(`No web app at ${WEB_DIST}`);
  rmSync(E2E_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const smtp = await startSmtpReceiver();
  // A spec makes an address's mailbox unavailable, and available again, through a file (the specs run in other processes).
  smtp.refuseWhen((address) => existsSync(REFUSED_MAIL_FILE) && readFileSync(REFUSED_MAIL_FILE, 'utf8').split('\n').includes(address.toLowerCase()));
  let saved = 0;
  const timer = setInterval(() => {
    while (saved < smtp.messages.length) {
      const m = smtp.messages[saved++];
      writeFileSync(path.join(MAIL_DIR, `${String(saved).padStart(4, '0')}.json`), JSON.stringify(m));
    }
  }, 100);
  // E2E_DATABASE_URL: an empty PostgreSQL database for the run (npm test makes one when a server
  // answers; the specs then run faster). Without it, the embedded database, as `npm start` runs.
  const portal = await startPortal({ port: E2E_PORT, dataDir: path.join(E2E_DIR, 'portal'), databaseUrl: process.env.E2E_DATABASE_URL, smtpUrl: smtp.url });
  return async () => {
    clearInterval(timer);
    await portal.stop();
    await smtp.close();
  };
}
