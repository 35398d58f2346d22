import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../apps/api/src/test/smtp-receiver';
import { MAIL_DIR, REFUSED_MAIL_FILE } from './env';

export function mailsTo(email: string): ReceivedMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), 'utf8')) as ReceivedMail)
    .filter((m) => m.to.includes(email));
}

/** Waits for the newest e-mail to `email` with `subject` received after `since` messages. */
export async function waitForMail(email: string, subject: string, since = 0): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(() => {
      found = mailsTo(email)
        .slice(since)
        .reverse()
        .find((m) => m.subject === subject);
      return !!found;
    }, { timeout: 20_000 })
    .toBe(true);
  return found!;
}

const refused = () => (existsSync(REFUSED_MAIL_FILE) ? readFileSync(REFUSED_MAIL_FILE, 'utf8').split('\n').filter(Boolean) : []);

/** From now on the SMTP receiver answers "451 Buzón no disponible por ahora" to `email` (each attempt of its e-mails fails). */
export function refuseMailTo(email: string) {
  writeFileSync(REFUSED_MAIL_FILE, [...new Set([...refused(), email.toLowerCase()])].join('\n') + '\n');
}

/** The mailbox of `email` takes messages again. */
export function acceptMailTo(email: string) {
  writeFileSync(REFUSED_MAIL_FILE, refused().filter((a) => a !== email.toLowerCase()).join('\n') + '\n');
}
