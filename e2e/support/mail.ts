import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../apps/api/src/test/smtp-receiver';
import { MAIL_DIR } from './env';

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
