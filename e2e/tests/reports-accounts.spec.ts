import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api, apiLogin, createMember, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { dayFromToday } from '../support/dates';
import { pesos } from '../support/payments';

type Charge = { id: string; amountCents: number };

// Long journeys (a member made through the API, three reports, a download, axe twice).
test.describe.configure({ timeout: 180_000 });

/** A new member whose dues treasury records as paid in cash today: approved this month, by EFECTIVO. */
async function memberPaidInCash(label: string) {
  const member = await createMember(label);
  const mine = await apiLogin(member.email, member.password);
  const { me, myCharges } = await api<{ me: { id: string }; myCharges: { items: Charge[] } }>('{ me { id } myCharges(pendingOnly: true) { items { id amountCents } } }', {}, mine.token);
  const [dues] = myCharges.items;
  const treasury = await apiLogin(demo.tesoreria.email);
  await api(
    'mutation ($userId: ID!, $payments: [ID!]!, $informedDay: String!) { generatePayment(userId: $userId, payments: $payments, informedDay: $informedDay, method: EFECTIVO, notify: false) { id } }',
    { userId: me.id, payments: [dues.id], informedDay: dayFromToday() },
    treasury.token,
  );
  return { ...member, label, dues };
}

const thisMonth = () => dayFromToday().slice(0, 7);
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

async function openReport(page: Page, query = '') {
  await page.goto(`/dashboard/reportes/estados-cuentas${query}`);
  await expect(page.getByRole('heading', { name: 'Estados de cuenta', level: 1 })).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`TESORERIA filters «Estados de cuenta» by approval month and method, reads the totals, clicks a bar and exports XLSX (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const member = await memberPaidInCash(`cuentas${width}`);
    await signIn(page, demo.tesoreria.email);
    await expect(page.getByRole('heading', { name: 'Bienvenido/a, Tomás' })).toBeVisible();
    const month = thisMonth();
    // The approval month and the method, as a bookmarked link carries them; then the person.
    await openReport(page, `?aprobado-desde=${month}-01&aprobado-hasta=${lastDay(month)}&medio=EFECTIVO`);
    await page.getByLabel('Buscar persona').fill(member.email);
    await expect(page).toHaveURL(/buscar=/);
    const table = page.getByRole('table', { name: 'Estados de cuenta' }).or(page.getByRole('list', { name: 'Estados de cuenta' }));
    await expect(table.getByText(`${member.label}, Prueba`)).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totales por concepto' });
    await expect(totals.getByRole('row', { name: /Cuotas de socio/ })).toContainText(pesos(member.dues.amountCents));
    await expect(totals.getByText('Sobre la única persona que cumple los filtros.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`estados-cuentas-${width}.png`), fullPage: true });

    // A bar of the chart: this month, cash (the chart is drawn lazily; its numbers are also a table).
    await page.getByLabel('Buscar persona').fill('');
    await openReport(page);
    const bar = page.locator('.MuiBarChart-element').first();
    await expect(bar).toBeVisible();
    await bar.click();
    await expect(page).toHaveURL(/aprobado-desde=\d{4}-\d{2}-01/);
    await expect(page).toHaveURL(/medio=/);

    await openReport(page, `?aprobado-desde=${month}-01&aprobado-hasta=${lastDay(month)}&medio=EFECTIVO&buscar=${encodeURIComponent(member.email)}`);
    await expect(table.getByText(`${member.label}, Prueba`)).toBeVisible();
    await page.getByRole('button', { name: 'Exportar' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^estados-de-cuenta-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByText('Se descargó el archivo.')).toBeVisible();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Estados de cuenta')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Apellido');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(member.label);
    expect(sheet.getRow(2).getCell(6).value).toBe(member.dues.amountCents / 100);
  });
}

test('ADMIN saves a view of «Estados de cuenta» and finds it again in the menu after a reload', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await expect(page.getByRole('heading', { name: 'Bienvenido/a, Ana' })).toBeVisible();
  await openReport(page, '?concepto=MEMBERSHIP&orden=pending');
  const name = `Deudores de cuotas ${Date.now()}`;
  await page.getByRole('button', { name: 'Vistas guardadas' }).click();
  await page.getByRole('menuitem', { name: 'Guardar la vista actual…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar la vista actual' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escriba un nombre para la vista')).toBeVisible();
  await dialog.getByLabel('Nombre de la vista').fill(name);
  await dialog.getByLabel('Compartirla con quienes tienen mi rol').check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  await openReport(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Estados de cuenta', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Vistas guardadas' }).click();
  await page.getByRole('menuitem', { name: `${name} (compartida)` }).click();
  await expect(page).toHaveURL(/concepto=MEMBERSHIP/);
  await expect(page.getByRole('combobox', { name: 'Concepto' })).toHaveText('Cuotas de socio');
});
