import { expect, test } from '@playwright/test';
import { createMember, signIn } from '../support/accounts';
import { mailsTo, waitForMail } from '../support/mail';

test('recovers the password with the link received by e-mail', async ({ page }) => {
  // A member of the spec's own: the new password locks nobody else out.
  const { email } = await createMember('recupera');
  const newPassword = 'organizar el congreso 2027';

  const since = mailsTo(email).length;
  await page.goto('/');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperacion$/);
  // The route module loads lazily: wait for its screen before typing.
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByLabel('Correo electrónico o documento').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page).toHaveURL(/\/recuperacion\/confirmacion$/);

  const mail = await waitForMail(email, 'Recuperación de contraseña', since);
  const link = /http:\/\/\S+\/recuperacion\/\S+/.exec(mail.text)![0];
  expect(mail.html).toContain('Elegir una nueva contraseña');
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('corta');
  await page.getByLabel('Repetir contraseña').fill('corta');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres').first()).toBeVisible();

  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Repetir contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(/\/recuperacion\/completado$/);
  await waitForMail(email, 'Su contraseña fue cambiada', since);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill('otra clave distinta 2027');
  await page.getByLabel('Repetir contraseña').fill('otra clave distinta 2027');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText(/El enlace de recuperación no es válido o ya expiró/)).toBeVisible();

  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});
