import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, apiLogin, createMember, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { createEdition } from '../support/editions';
import { mailsTo, waitForMail } from '../support/mail';
import { pdfText } from '../support/pdf';

/**
 * This spec's own edition, through the API: a new account made its ORGANIZADOR_CONGRESO, another
 * its ADMIN_CONGRESO, who sets up three fixed panels (approved, ready for the schedule); two of
 * them share their chair (one e-mail), so they can never run at the same time.
 */
async function setUp(stamp: string) {
  const { adminToken, ...edition } = await createEdition({ name: `Congreso con cronograma ${stamp}` });
  const grant = async (email: string, role: string) => {
    const { staffCandidates } = await api<{ staffCandidates: { id: string }[] }>('query ($s: String!) { staffCandidates(search: $s) { id } }', { s: email }, adminToken);
    await api('mutation ($c: ID!, $d: GrantConferenceRoleInput!) { grantConferenceRole(conferenceId: $c, data: $d) { id } }', { c: edition.id, d: { role, userId: staffCandidates[0].id } }, adminToken);
  };
  const organiser = await createMember('organizadora');
  await grant(organiser.email, 'ORGANIZADOR_CONGRESO');
  const staff = await createMember('congreso');
  await grant(staff.email, 'ADMIN_CONGRESO');
  const { token } = await apiLogin(staff.email, staff.password);
  const chair = { name: `Rosa Quintana ${stamp}`, email: `rosa.${stamp}@example.org` };
  const panel = async (name: string, chairPerson: { name: string; email?: string }) =>
    api('mutation ($d: FixedPanelInput!) { createFixedPanel(data: $d) { id } }', { d: { conferenceId: edition.id, name, chair: chairPerson, speakers: [{ name: `Oradora de ${name}` }] } }, token);
  const panels = { opening: `Conferencia inaugural ${stamp}`, roundTable: `Mesa redonda ${stamp}`, closing: `Panel de cierre ${stamp}` };
  await panel(panels.opening, chair);
  await panel(panels.roundTable, chair);
  const other = { name: `Tomás Ibarra ${stamp}`, email: `tomas.${stamp}@example.org` };
  await panel(panels.closing, other);
  return { edition, organiser, chair, other, panels };
}

/** The cell of a room at a time on the grid shown (rooms are columns, in their order). */
const cellAt = (page: Page, time: string, roomIndex: number): Locator => page.getByRole('row', { name: new RegExp(`^${time}`) }).getByRole('cell').nth(roomIndex);

/** Drags with the mouse as a person does: press, move a little (the drag starts), then over the target, release. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + 40, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + 60, a.y + 30, { steps: 4 });
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await expect(to.locator('.cell.over')).toBeVisible();
  await page.mouse.up();
}

test('the organiser sets up rooms and slots, places activities by dragging and by keyboard, meets a refusal naming the person, and takes one out', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-6);
  const { edition, organiser, chair, panels } = await setUp(stamp);

  await signIn(page, organiser.email, organiser.password);
  await expect(page).toHaveURL(/\/dashboard\/seleccionar-rol$/);
  await page.getByRole('button', { name: new RegExp(`Organizador/a de congreso.*${edition.name}`) }).click();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Cronograma' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/cronogramas/${edition.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Salas y horarios' })).toBeVisible();
  await expect(page.getByText('Todavía no hay salas. Cree la primera con «Nueva sala»')).toBeVisible();
  await expectNoAxeViolations(page);

  // Two rooms, through the dialog; a repeated name is refused under its field.
  const rooms = [
    { name: `Aula Norte ${stamp}`, place: 'Edificio A', capacity: '80' },
    { name: `Aula Sur ${stamp}`, place: 'Edificio A', capacity: '60' },
  ];
  for (const room of rooms) {
    await page.getByRole('button', { name: 'Nueva sala' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva sala' });
    await dialog.getByLabel('Nombre de la sala').fill(room.name);
    await dialog.getByLabel('Edificio o lugar').fill(room.place);
    await dialog.getByLabel('Capacidad (personas)').fill(room.capacity);
    await dialog.getByRole('button', { name: 'Crear sala' }).click();
    await expect(dialog).toBeHidden();
  }
  const roomTable = page.getByRole('table', { name: 'Salas del congreso, en orden' });
  await expect(roomTable.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Nueva sala' }).click();
  const again = page.getByRole('dialog', { name: 'Nueva sala' });
  await again.getByLabel('Nombre de la sala').fill(rooms[0].name);
  await again.getByRole('button', { name: 'Crear sala' }).click();
  await expect(again.getByText('Ya hay una sala con ese nombre en esta edición.')).toBeVisible();
  await again.getByRole('button', { name: 'Cancelar' }).click();

  // Slots: the congress's first day, two time ranges, every room of «Edificio A».
  const generator = page.getByRole('form', { name: 'Generar horarios' });
  const firstDay = await generator.getByLabel('Desde el día').inputValue();
  await generator.getByLabel('Hasta el día').selectOption(firstDay);
  await generator.getByRole('button', { name: 'Ninguna' }).click();
  await generator.getByRole('button', { name: 'Todas las salas de Edificio A' }).click();
  await generator.getByRole('group', { name: 'Franja 1' }).getByLabel('Desde (hh:mm)').fill('9:00');
  await generator.getByRole('group', { name: 'Franja 1' }).getByLabel('Hasta (hh:mm)').fill('10:30');
  await generator.getByRole('button', { name: 'Agregar franja' }).click();
  await generator.getByRole('group', { name: 'Franja 2' }).getByLabel('Desde (hh:mm)').fill('11:00');
  await generator.getByRole('group', { name: 'Franja 2' }).getByLabel('Hasta (hh:mm)').fill('12:30');
  await generator.getByRole('button', { name: 'Generar horarios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se crearon 4 horarios (0 ya existían).' })).toBeVisible();
  await expect(page.getByRole('list', { name: `Horarios de ${rooms[1].name}` }).getByRole('listitem')).toHaveCount(2);
  // Generating again adds nothing.
  await generator.getByRole('button', { name: 'Generar horarios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se crearon 0 horarios (4 ya existían).' })).toBeVisible();

  await page.getByRole('link', { name: 'Abrir el cronograma' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cronograma' })).toBeVisible();
  const unassigned = page.getByRole('list', { name: 'Actividades sin asignar' });
  await expect(unassigned.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('columnheader', { name: new RegExp(rooms[0].name) })).toBeVisible();

  // By dragging: the opening lecture onto the north room at 9:00; it paints there and leaves the list.
  await drag(page, unassigned.getByRole('listitem').filter({ hasText: panels.opening }), cellAt(page, '09:00–10:30', 0));
  await expect(cellAt(page, '09:00–10:30', 0)).toContainText(panels.opening);
  await expect(unassigned.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: new RegExp(`^Quitar del horario «${panels.opening}»`) })).toBeVisible();

  // Without dragging: choose the round table, then the south room at the same time: refused, by name.
  await unassigned.getByRole('button', { name: `Elegir «${panels.roundTable}»` }).click();
  await page.getByRole('button', { name: new RegExp(`^Asignar aquí: .*09:00–10:30, ${rooms[1].name}$`) }).click();
  await expect(page.getByRole('dialog', { name: '¿Asignar la actividad?' })).toContainText(panels.roundTable);
  await page.getByRole('dialog', { name: '¿Asignar la actividad?' }).getByRole('button', { name: 'Asignar' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'No se puede asignar' });
  await expect(refusal).toContainText(chair.name);
  await expect(refusal).toContainText(panels.opening);
  await expect(cellAt(page, '09:00–10:30', 1)).toContainText('Libre');
  await expect(unassigned.getByRole('listitem').filter({ hasText: panels.roundTable })).toBeVisible();
  await expectNoAxeViolations(page);

  // Still chosen: the same room at 11:00, confirmed, with the keyboard only.
  const later = page.getByRole('button', { name: new RegExp(`^Asignar aquí: .*11:00–12:30, ${rooms[1].name}$`) });
  await later.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: '¿Asignar la actividad?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Asignar' }).focus();
  await page.keyboard.press('Enter');
  await expect(cellAt(page, '11:00–12:30', 1)).toContainText(panels.roundTable);
  await expect(unassigned.getByRole('listitem')).toHaveCount(1);
  await expect(refusal).toBeHidden();

  // Take the opening lecture out: it goes back to «Sin asignar».
  await page.getByRole('button', { name: new RegExp(`^Quitar del horario «${panels.opening}»`) }).click();
  await page.getByRole('dialog', { name: '¿Quitar del horario?' }).getByRole('button', { name: 'Quitar del horario' }).click();
  await expect(cellAt(page, '09:00–10:30', 0)).toContainText('Libre');
  await expect(unassigned.getByRole('listitem')).toHaveCount(2);
  await expect(unassigned.getByRole('listitem').filter({ hasText: panels.opening })).toBeVisible();
  await expectNoAxeViolations(page);

  // On a phone: one room at a time, chosen above the grid, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('Sala', { exact: true })).toBeVisible();
  await page.getByLabel('Sala', { exact: true }).selectOption({ label: `${rooms[1].name} (Edificio A)` });
  await expect(page.getByRole('columnheader', { name: new RegExp(rooms[1].name) })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: new RegExp(rooms[0].name) })).toHaveCount(0);
  await expect(cellAt(page, '11:00–12:30', 0)).toContainText(panels.roundTable);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Salas y horarios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salas y horarios' })).toBeVisible();
  await expect(page.getByText(`Ocupado: «${panels.roundTable}»`)).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test('the organiser accepts part of a proposed draft and releases it (the chair gets one e-mail with an .ics); a session added later writes only to its own chair; the public programme and its PDF show the release', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-6);
  const { edition, organiser, chair, other, panels } = await setUp(stamp);
  const { token } = await apiLogin(organiser.email, organiser.password);
  const roomIds: string[] = [];
  for (const name of [`Sala Este ${stamp}`, `Sala Oeste ${stamp}`]) {
    const { createScheduleRoom } = await api<{ createScheduleRoom: { id: string } }>('mutation ($d: CreateScheduleRoomInput!) { createScheduleRoom(data: $d) { id } }', { d: { conferenceId: edition.id, name, place: 'Edificio B' } }, token);
    roomIds.push(createScheduleRoom.id);
  }
  const { scheduleGrid } = await api<{ scheduleGrid: { days: string[] } }>('query ($c: ID!) { scheduleGrid(conferenceId: $c) { days } }', { c: edition.id }, token);
  await api('mutation ($d: GenerateScheduleHoursInput!) { generateScheduleHours(data: $d) { created } }', { d: { conferenceId: edition.id, fromDay: scheduleGrid.days[0], toDay: scheduleGrid.days[0], ranges: [{ start: '9:00', end: '10:30' }, { start: '11:00', end: '12:30' }], roomIds } }, token);

  await signIn(page, organiser.email, organiser.password);
  await page.getByRole('button', { name: new RegExp(`Organizador/a de congreso.*${edition.name}`) }).click();
  await page.goto(`/dashboard/cronogramas/${edition.id}/cronograma`);
  const unassigned = page.getByRole('list', { name: 'Actividades sin asignar' });
  await expect(unassigned.getByRole('listitem')).toHaveCount(3);

  // «Proponer cronograma»: all three placed in the draft; the closing panel is left out, the rest accepted.
  await page.getByRole('button', { name: 'Proponer cronograma' }).click();
  const proposed = page.getByRole('list', { name: 'Asignaciones propuestas' });
  await expect(proposed.getByRole('checkbox')).toHaveCount(3);
  await proposed.getByRole('checkbox', { name: new RegExp(panels.closing) }).uncheck();
  await page.getByRole('button', { name: 'Aceptar las elegidas (2)' }).click();
  await expect(unassigned.getByRole('listitem')).toHaveCount(1);
  await expect(unassigned.getByRole('listitem').filter({ hasText: panels.closing })).toBeVisible();
  // The chair of two panels was never put in two rooms at once: one at 9:00, the other at 11:00.
  await expect(page.getByRole('row', { name: /^09:00–10:30/ })).toContainText(/Conferencia inaugural|Mesa redonda/);
  await expect(page.getByRole('row', { name: /^11:00–12:30/ })).toContainText(/Conferencia inaugural|Mesa redonda/);
  await expectNoAxeViolations(page);

  // Version 1: the chair is told of both sessions, in one e-mail with an .ics.
  const subject = `Cambios en su programa: ${edition.name}`;
  await page.getByRole('button', { name: 'Publicar versión' }).click();
  const publish = page.getByRole('dialog', { name: 'Publicar versión' });
  await publish.getByRole('button', { name: 'Publicar la versión 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se publicó la versión 1.' })).toBeVisible();
  const first = await waitForMail(chair.email, subject);
  expect(first.text).toContain(panels.opening);
  expect(first.text).toContain(panels.roundTable);
  expect(first.calendar).toContain('BEGIN:VEVENT');
  expect(mailsTo(other.email)).toHaveLength(0);

  // The closing panel placed and published: only its chair is written to.
  await unassigned.getByRole('button', { name: `Elegir «${panels.closing}»` }).click();
  await page.getByRole('button', { name: /^Asignar aquí: / }).first().click();
  await page.getByRole('dialog', { name: '¿Asignar la actividad?' }).getByRole('button', { name: 'Asignar' }).click();
  await expect(unassigned.getByRole('listitem')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publicar versión' }).click();
  await page.getByRole('dialog', { name: 'Publicar versión' }).getByRole('button', { name: 'Publicar la versión 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se publicó la versión 2.' })).toBeVisible();
  const theirs = await waitForMail(other.email, subject);
  expect(theirs.text).toContain(panels.closing);
  expect(theirs.text).not.toContain(panels.opening);
  expect(theirs.calendar).toContain(panels.closing);
  expect(mailsTo(chair.email)).toHaveLength(1);

  // The public programme, signed out, and the programme book of version 2.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/programa/${edition.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: edition.name })).toBeVisible();
  await expect(visitor.getByText(/^Versión 2, publicada el/)).toBeVisible();
  for (const title of Object.values(panels)) await expect(visitor.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await visitor.getByLabel('Buscar por título o persona').fill(other.name);
  await expect(visitor.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expectNoAxeViolations(visitor);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(visitor);
  let pdf: Buffer | null = null;
  await expect
    .poll(async () => {
      const res = await visitor.request.get(`/programa/${edition.id}/programa.pdf?version=2`);
      if (res.status() === 200) pdf = await res.body();
      return res.status();
    }, { timeout: 30_000 })
    .toBe(200);
  const text = pdfText(pdf!).replace(/\s+/g, ' ');
  for (const title of Object.values(panels)) expect(text).toContain(title);
  expect(text).toContain('Índice de personas');
  await visitorContext.close();
});
