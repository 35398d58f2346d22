import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, apiLogin, DEMO_PASSWORD, demo, joinThroughApi, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_BASE_URL } from '../support/env';

// No public `register` exists yet, so the destructive steps act on organizador@example.org
// (no other spec depends on it) and restore it at the end; its password is never changed.
const target = demo.organizador;

// Two browser contexts and two axe runs per test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function openTargetFromList(page: Page, search: string) {
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar por nombre, correo o documento').fill(search);
  await expect(page).toHaveURL(/buscar=/);
  const table = page.getByRole('table', { name: 'Usuarios' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await table.getByRole('link', { name: 'Benítez, Olga' }).click();
  await expect(page.getByRole('heading', { name: 'Olga Benítez', level: 1 })).toBeVisible();
}

/** The API answer to a sign-in attempt, errors included. */
async function tryLogin(username: string) {
  const res = await fetch(`${E2E_BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', variables: { u: username, p: DEMO_PASSWORD } }),
  });
  return (await res.json()) as { data?: unknown; errors?: { message: string }[] };
}

test('ADMIN finds a person, disables the account (their open session ends) and enables it again', async ({ page, browser }) => {
  // The person is already signed in on another device.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  let targetId: string | null = null;
  try {
    await signIn(otherPage, target.email);
    await expect(otherPage.getByRole('heading', { name: 'Bienvenido/a, Olga' })).toBeVisible();

    await signIn(page, demo.admin.email);
    await expect(page.getByRole('heading', { name: 'Bienvenido/a, Ana' })).toBeVisible();
    await page.getByRole('link', { name: 'Usuarios' }).click();
    await expect(page.getByRole('table', { name: 'Usuarios' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Filters live in the URL.
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Administrador', exact: true }).click();
    await expect(page).toHaveURL(/rol=ADMIN/);
    await expect(page.getByRole('table', { name: 'Usuarios' }).getByRole('link', { name: 'Domínguez, Ana' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Todos' }).click();

    await openTargetFromList(page, target.email);
    targetId = page.url().split('/').pop()!;
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Deshabilitar cuenta' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Deshabilitar la cuenta?' });
    await expect(confirm).toContainText('sus sesiones abiertas se cerrarán');
    await confirm.getByRole('button', { name: 'Deshabilitar' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Habilitar cuenta' })).toBeVisible();
    const audit = page.getByRole('table', { name: 'Historial de cambios' });
    await expect(audit.getByRole('row').nth(1)).toContainText(`${demo.admin.name} deshabilitó la cuenta.`);
    await expect(audit.getByRole('row').nth(1)).toContainText('Ana Domínguez');
    await expect(audit.getByRole('row').nth(1)).toContainText('Cuenta habilitada: Sí → No');
    await expect(audit.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    // Their next action on the other device: the blocking "Sesión expirada" dialog.
    await otherPage.getByRole('link', { name: 'Cambiar contraseña' }).click();
    await otherPage.getByLabel('Contraseña actual').fill('no es la contraseña');
    await otherPage.getByLabel('Nueva contraseña').fill('una clave cualquiera 99');
    await otherPage.getByLabel('Repetir contraseña').fill('una clave cualquiera 99');
    await otherPage.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(otherPage.getByRole('dialog', { name: 'Sesión expirada' })).toBeVisible();
    expect((await tryLogin(target.email)).errors?.[0].message).toMatch(/deshabilitada/);

    await page.getByRole('button', { name: 'Habilitar cuenta' }).click();
    await expect(page.getByRole('button', { name: 'Deshabilitar cuenta' })).toBeVisible();
    await expect(audit.getByRole('row').nth(1)).toContainText(`${demo.admin.name} habilitó la cuenta.`);
    expect((await tryLogin(target.email)).errors).toBeUndefined();
  } finally {
    await other.close();
    if (targetId) {
      const { token } = await apiLogin(demo.admin.email);
      await api('mutation ($u: ID!) { setUserEnabled(userId: $u, enabled: true) { id } }', { u: targetId }, token);
    }
  }
});

test('SYSADMIN grants TESORERIA and sees the audit entry', async ({ page }) => {
  let targetId: string | null = null;
  try {
    await signIn(page, demo.sysadmin.email);
    await expect(page.getByRole('heading', { name: 'Bienvenido/a, Sergio' })).toBeVisible();
    await openTargetFromList(page, '32.456.789');
    targetId = page.url().split('/').pop()!;

    await page.getByRole('button', { name: 'Otorgar rol Tesorería' }).click();
    // One click changes nothing: a confirmation names the role and the person.
    const grant = page.getByRole('dialog', { name: /^¿Otorgar el rol Tesorería a .+\?$/ });
    await expect(grant).toBeVisible();
    await grant.getByRole('button', { name: 'Cancelar' }).click();
    await expect(grant).toBeHidden();
    await expect(page.getByRole('button', { name: 'Otorgar rol Tesorería' })).toBeVisible();
    await page.getByRole('button', { name: 'Otorgar rol Tesorería' }).click();
    await grant.getByRole('button', { name: 'Otorgar rol' }).click();
    await expect(page.getByText(/^Se otorgó el rol Tesorería a .+\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quitar rol Tesorería' })).toBeVisible();
    const audit = page.getByRole('table', { name: 'Historial de cambios' });
    const newest = audit.getByRole('row').nth(1);
    await expect(newest).toContainText('Sergio Ibáñez otorgó un rol.');
    await expect(newest).toContainText('Roles: ninguno → Tesorería');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Quitar rol Tesorería' }).click();
    const revoke = page.getByRole('dialog', { name: /^¿Quitar el rol Tesorería a .+\?$/ });
    await revoke.getByRole('button', { name: 'Quitar rol' }).click();
    await expect(page.getByRole('button', { name: 'Otorgar rol Tesorería' })).toBeVisible();
    await expect(newest).toContainText('Sergio Ibáñez quitó un rol.');
  } finally {
    if (targetId) {
      const { token } = await apiLogin(demo.sysadmin.email);
      await api('mutation ($u: ID!) { revokeRole(userId: $u, role: TESORERIA) { id } }', { u: targetId }, token);
    }
  }
});

test('ADMIN ends a membership from the person\'s detail', async ({ page }) => {
  const suffix = Date.now().toString().slice(-7);
  const email = `baja.${suffix}@example.org`;
  await joinThroughApi({
    email,
    firstName: 'Bruno',
    lastName: `Baja${suffix}`,
    document: `9${suffix}`,
    password: 'una clave de socio 2026',
    dateBirth: '1990-04-12',
    gender: 'MASCULINO',
    principalContactNumber: '11 4567-8901',
  });

  await signIn(page, demo.admin.email);
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await page.getByLabel('Buscar por nombre, correo o documento').fill(email);
  const table = page.getByRole('table', { name: 'Usuarios' });
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await table.getByRole('link', { name: `Baja${suffix}, Bruno` }).click();

  const memberships = page.getByRole('table', { name: 'Membresías' });
  await expect(memberships.getByRole('row').nth(1)).toContainText('Vigente');
  await memberships.getByRole('button', { name: 'Dar de baja' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^¿Dar de baja la membresía \\d{4} de Bruno Baja${suffix}\\?$`) });
  await expect(dialog).toContainText('no se generarán cuotas de los años siguientes');
  await dialog.getByRole('button', { name: 'Dar de baja' }).click();
  await expect(memberships.getByRole('row').nth(1)).toContainText('Dada de baja');
  await expect(memberships.getByRole('button', { name: 'Dar de baja' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Historial de cambios' }).getByRole('row').nth(1)).toContainText(`${demo.admin.name} dio de baja una membresía.`);
});

/**
 * The line boxes of an element's text: the index in its text where each line starts (a Range per
 * character; a character lower than the previous one begins a new line).
 */
function lineStarts(element: Locator) {
  return element.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const starts: number[] = [];
    let index = 0;
    let lineTop = -Infinity;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let offset = 0; offset < (node.textContent ?? '').length; offset++, index++) {
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const [box] = range.getClientRects();
        if (box && box.top > lineTop + 1) {
          starts.push(index);
          lineTop = box.top;
        }
      }
    }
    return starts;
  });
}

test("on a phone, a woman's card in Usuarios names her role in the feminine and wraps her long e-mail only after the @ or before a dot", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const suffix = Date.now().toString().slice(-7);
  // Letters, digits and dots only: no hyphen the browser could break after on its own.
  const email = `maria.eugenia.fernandezdelcastillo.${suffix}@posgrado.example.org`;
  await joinThroughApi({
    email,
    firstName: 'María Eugenia',
    lastName: `Castillo${suffix}`,
    document: `7${suffix}`,
    password: 'una clave de socia 2026',
    dateBirth: '1985-07-21',
    gender: 'FEMENINO',
    principalContactNumber: '11 4567-8901',
  });

  await signIn(page, demo.admin.email);
  await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
  await page.goto('/dashboard/usuarios');
  await page.getByLabel('Buscar por nombre, correo o documento').fill(email);
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  const card = page.getByRole('list', { name: 'Usuarios' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: `Castillo${suffix}, María Eugenia` })).toBeVisible();
  await expect(card.locator('dd').filter({ hasText: 'usuari' })).toHaveText('Socia / usuaria');

  const address = card.locator('dd').filter({ hasText: email });
  await expect(address).toHaveText(email);
  const allowed = [...email].flatMap((c, i) => (i === 0 || c === '.' || email[i - 1] === '@' ? [i] : []));
  const starts = await lineStarts(address);
  // Too long for one line of the card: it wraps, and each line starts at a point a reader expects.
  expect(starts.length, `lines start at ${starts.join(', ')}`).toBeGreaterThan(1);
  for (const start of starts) expect(allowed, `a line starts at «${email.slice(start)}»`).toContain(start);
});
