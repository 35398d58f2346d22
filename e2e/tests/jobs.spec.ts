import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { createFailedMail } from '../support/jobs';
import { acceptMailTo, waitForMail } from '../support/mail';

const JOB_STATES = '{ jobs(kind: "mail", pageSize: 100) { items { id state } } }';

/** A screenshot of the whole page into the test's output folder, to look at. */
const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** Nothing on the page is wider than the window (no sideways scrolling of the whole page). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('SYSADMIN sees a failed e-mail with its error at 1280 and 390 wide, retries it and the e-mail goes out; axe finds no violations', async ({ page }) => {
  // Five attempts one, two, four and eight seconds apart (MAIL_RETRY_DELAY_SECONDS=1 in the e2e portal), each after a poll.
  test.setTimeout(180_000);
  const sysadmin = await apiLogin(demo.sysadmin.email);
  // A visitor asks to join from an address whose mailbox refuses every message: the confirmation e-mail fails all its attempts.
  const { email, jobId } = await createFailedMail(sysadmin.token);
  try {
    await signIn(page, demo.sysadmin.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Tareas en segundo plano' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tareas en segundo plano' })).toBeVisible();
    // The summary counts it, and the list (failed ones first, the newest on top) shows it with its error and "Reintentar".
    const summary = page.getByRole('table', { name: 'Resumen por tipo' });
    await expect(summary.getByRole('row', { name: /Correo electrónico/ })).toBeVisible();
    const failedMails = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Correo electrónico' }) });
    const card = failedMails.first();
    await expect(card).toContainText('Fallida');
    await expect(card).toContainText('intentos 5 de 5');
    await expect(card).toContainText(/Error: .*451/);
    await expect(card.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    const failedBefore = await failedMails.count();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, 'tareas-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, 'tareas-390');

    // The mailbox is back: "Reintentar", confirmed, puts the job back in the queue and the e-mail arrives.
    acceptMailTo(email);
    await card.getByRole('button', { name: 'Reintentar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reintentar la tarea' });
    await expect(dialog).toContainText('La tarea «Correo electrónico» vuelve a la cola con un intento más.');
    await expectNoAxeViolations(page);
    await shoot(page, 'tareas-390-confirmar');
    await dialog.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText('La tarea «Correo electrónico» vuelve a la cola.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(failedMails).toHaveCount(failedBefore - 1);
    await waitForMail(email, 'Confirme su correo para asociarse');
    await expect.poll(async () => (await api<{ jobs: { items: { id: string; state: string }[] } }>(JOB_STATES, {}, sysadmin.token)).jobs.items.find((j) => j.id === jobId)?.state).toBe('COMPLETED');
  } finally {
    acceptMailTo(email);
  }
});
