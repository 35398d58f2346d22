import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

/** A 2×2 blue PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGOQi1ogF7WAAUIBABymBGESUKuyAAAAAElFTkSuQmCC', 'base64');

for (const width of [1280, 390]) {
  test(`SYSADMIN keeps the association's data for the letterhead (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, demo.sysadmin.email);
    await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
    await page.goto('/dashboard/asociacion');
    await expect(page.getByRole('heading', { name: 'Datos de la asociación' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Nombre' });
    await expect(name).not.toHaveValue('');
    const address = `Calle 7 n.º ${width}, La Plata`;
    await page.getByRole('textbox', { name: 'Dirección' }).fill(address);
    const cuit = page.getByRole('textbox', { name: 'CUIT' });
    await cuit.fill('30-71234567-2');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El dígito verificador del CUIT no corresponde')).toBeVisible();
    await expectNoAxeViolations(page);

    await cuit.fill('30-71234567-1');
    await page.getByLabel('Logo (opcional)', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Vista previa: logo (opcional)' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Datos de la asociación guardados')).toBeVisible();
    await expect(page.getByText(/^Última modificación: /)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Dirección' })).toHaveValue(address);
    await expect(page.getByRole('img', { name: 'Vista previa: logo (opcional)' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`asociacion-${width}.png`), fullPage: true });
  });
}
