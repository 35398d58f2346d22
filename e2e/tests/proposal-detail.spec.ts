import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

test('an author opens a decided proposal read-only: its status and the decision with the evaluation’s comment', async ({ page }) => {
  await signIn(page, demo.socio.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Mis inscripciones' }).click();
  await page.getByRole('link', { name: /^Ver postulaciones/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis postulaciones' })).toBeVisible();
  // The demo member's approved book, placed in the demo programme (other specs add and decide the
  // member's papers: the list is filtered to books): no «Editar» any more, but «Ver».
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Libro', exact: true }).click();
  const approved = page.getByRole('row').filter({ hasText: 'INCLUIDO EN HORARIO' }).filter({ has: page.getByRole('cell', { name: 'Libro', exact: true }) }).first();
  await expect(approved).toBeVisible();
  await expect(approved.getByRole('link', { name: /^Editar «/ })).toHaveCount(0);
  await approved.getByRole('link', { name: /^Ver «/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Postulación' })).toBeVisible();
  const decision = page.getByRole('alert', { name: 'Decisión' });
  await expect(decision.getByText(/^Aprobada el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(decision.getByText(/^Comentario de la evaluación: .+/)).toBeVisible();
  // A book is not placed in a panel: no «Panel» row (papers show theirs; apps/api proposals.decided.test.ts).
  await expect(page.getByRole('term').filter({ hasText: 'Panel' })).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: 'INCLUIDO EN HORARIO' })).toBeVisible();
  await expectNoAxeViolations(page);
});
