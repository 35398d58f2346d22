import { expect } from '@playwright/test';
import { api, registerThroughApi } from './accounts';
import { refuseMailTo } from './mail';

type FailedJobs = { jobs: { items: { id: string }[] } };
const FAILED_MAIL = '{ jobs(state: FAILED, kind: "mail", pageSize: 100) { items { id } } }';

/**
 * A failed job of the caller's own: a visitor asks to join from an address whose mailbox refuses
 * every message, and the confirmation e-mail fails its five attempts (seconds apart in the e2e
 * portal). Resolves once the jobs screen would list it; the address stays refused until
 * `acceptMailTo(email)`.
 */
export async function createFailedMail(sysadminToken: string): Promise<{ email: string; jobId: string }> {
  const email = `buzon-caido.${Date.now()}@example.org`;
  const before = new Set((await api<FailedJobs>(FAILED_MAIL, {}, sysadminToken)).jobs.items.map((j) => j.id));
  refuseMailTo(email);
  await registerThroughApi({ email, firstName: 'Buzón', lastName: 'Caído', document: String(30_000_000 + (Date.now() % 9_000_000)), password: 'clave-de-prueba-e2e-2026' });
  let jobId = '';
  await expect
    .poll(
      async () => {
        const fresh = (await api<FailedJobs>(FAILED_MAIL, {}, sysadminToken)).jobs.items.filter((j) => !before.has(j.id));
        jobId = fresh[0]?.id ?? '';
        return fresh.length;
      },
      { message: `the e-mail to ${email} failed all its attempts`, timeout: 120_000, intervals: [1000] },
    )
    .toBe(1);
  return { email, jobId };
}
