import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleReleases } from '../../db/schema/schedule';
import { buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { pdfPages } from '../../test/pdf-reader';
import { buildScheduleWorld } from './schedule.test-support';

const CREATE_ROOM = 'mutation ($d: CreateScheduleRoomInput!) { createScheduleRoom(data: $d) { id } }';
const GENERATE = 'mutation ($d: GenerateScheduleHoursInput!) { generateScheduleHours(data: $d) { created } }';
const GRID = 'query ($c: ID!) { scheduleGrid(conferenceId: $c) { slots { id roomId day start itemKey } } }';
const ADD = 'mutation ($h: ID!, $t: ScheduleItemKind!, $p: ID!) { addPanelToHour(hour: $h, panelesType: $t, panelId: $p) { id } }';
const PUBLISH = 'mutation ($c: ID!) { publishSchedule(conferenceId: $c) { version pdfJobId pdfReady } }';
const PROGRAMME = `query ($c: ID!) { programme(conferenceId: $c) { version pdfUrl conference { name }
  sessions { id kind title day start end rooms places area chair participants { name institution roles } papers { title authors } } } }`;
const INTEREST = 'mutation ($c: ID!, $k: String!, $i: Boolean!) { setScheduleInterest(conferenceId: $c, itemKey: $k, interested: $i) }';
const MY_INTERESTS = 'query ($c: ID!) { myScheduleInterests(conferenceId: $c) }';
const AGENDA = 'query { myAgenda { id version sessions { myRoles interested session { id title day start } } } }';
const FEED = 'mutation { createCalendarFeed { url } }';
const REVOKE = 'mutation { revokeCalendarFeed }';
const PREPARE = 'mutation ($c: ID!) { prepareProgrammePdf(conferenceId: $c) { jobId version } }';

let h: Harness;
let w: Awaited<ReturnType<typeof buildScheduleWorld>>;
let token: string;

type Slot = { id: string; roomId: string; day: string; start: number; itemKey: string | null };

beforeAll(async () => {
  h = await createHarness();
  w = await buildScheduleWorld(h.db);
  token = (await h.signIn(w.organiser)).token;
  const c = String(w.conferenceId);
  const rooms: string[] = [];
  for (const [name, place] of [['Aula 1', 'Pabellón 1'], ['Aula Magna', 'Pabellón 2']]) {
    rooms.push((await h.gql<{ createScheduleRoom: { id: string } }>(CREATE_ROOM, { d: { conferenceId: c, name, place } }, { token })).data!.createScheduleRoom.id);
  }
  await h.gql(GENERATE, { d: { conferenceId: c, fromDay: w.days[0], toDay: w.days[1], ranges: [{ start: '9:00', end: '10:30' }, { start: '11:00', end: '12:30' }], roomIds: rooms } }, { token });
  const slots = (await h.gql<{ scheduleGrid: { slots: Slot[] } }>(GRID, { c }, { token })).data!.scheduleGrid.slots;
  const at = (room: number, day: number, start: number) => slots.find((s) => s.roomId === rooms[room] && s.day === w.days[day] && s.start === start)!.id;
  for (const [hour, kind, id] of [
    [at(0, 0, 540), 'PANEL_REGULAR', w.panelA1.id],
    [at(0, 0, 660), 'PANEL_REGULAR', w.panelA2.id],
    [at(1, 1, 540), 'PANEL_REGULAR', w.panelB.id],
    [at(1, 0, 540), 'PANEL_CERRADO', w.closed.id],
  ] as const) {
    const res = await h.gql(ADD, { h: hour, t: kind, p: String(id) }, { token });
    expect(res.errors).toBeUndefined();
  }
});
afterAll(() => h.close());

describe('the public programme', () => {
  it('is NOT_FOUND before the first release, then shows the released version to anyone, without e-mails', async () => {
    expect(codeOf(await h.gql(PROGRAMME, { c: String(w.conferenceId) }))).toBe('NOT_FOUND');
    const published = await h.gql<{ publishSchedule: { version: number; pdfJobId: string } }>(PUBLISH, { c: String(w.conferenceId) }, { token });
    expect(published.data!.publishSchedule.version).toBe(1);
    const res = await h.gql<{ programme: { version: number; sessions: { id: string; title: string; day: string; rooms: string[]; chair: string | null; papers: { title: string }[] }[] } }>(PROGRAMME, { c: String(w.conferenceId) });
    expect(res.errors).toBeUndefined();
    const { sessions } = res.data!.programme;
    expect(sessions.map((s) => [s.title, s.day, s.rooms])).toEqual([
      ['Estado y democracia', w.days[0], ['Aula 1']],
      ['Panel cerrado aprobado', w.days[0], ['Aula Magna']],
      ['Partidos políticos', w.days[0], ['Aula 1']],
      ['Política exterior', w.days[1], ['Aula Magna']],
    ]);
    expect(sessions[0].chair).toBe('Sara Sáenz');
    expect(sessions[1].papers.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.data)).not.toContain('@');
  });
});

describe('«Me interesa», «Mi agenda» and the calendar feed', () => {
  it('a member marks a released session; the agenda lists it beside the sessions where they take part; unknown items are NOT_FOUND', async () => {
    const sara = (await h.signIn(w.sara)).token;
    const key = `PANEL_REGULAR:${w.panelB.id}`;
    expect((await h.gql(INTEREST, { c: String(w.conferenceId), k: key, i: true }, { token: sara })).data).toEqual({ setScheduleInterest: true });
    expect(codeOf(await h.gql(INTEREST, { c: String(w.conferenceId), k: `PANEL_CERRADO:${w.pending.id}`, i: true }, { token: sara }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(INTEREST, { c: String(w.conferenceId), k: 'cualquier cosa', i: true }, { token: sara }))).toBe('NOT_FOUND');
    expect((await h.gql<{ myScheduleInterests: string[] }>(MY_INTERESTS, { c: String(w.conferenceId) }, { token: sara })).data!.myScheduleInterests).toEqual([key]);
    const agenda = await h.gql<{ myAgenda: { sessions: { myRoles: string[]; interested: boolean; session: { title: string } }[] }[] }>(AGENDA, {}, { token: sara });
    expect(agenda.data!.myAgenda[0].sessions.map((s) => [s.session.title, s.myRoles, s.interested])).toEqual([
      ['Estado y democracia', ['chair'], false],
      ['Partidos políticos', ['chair'], false],
      ['Política exterior', [], true],
    ]);
    const stranger = (await h.signIn(await buildUser(h.db))).token;
    expect((await h.gql<{ myAgenda: unknown[] }>(AGENDA, {}, { token: stranger })).data!.myAgenda).toEqual([]);
  });

  it("the feed URL serves the person's sessions as iCalendar at Buenos Aires times; revoked, it is 404", async () => {
    const sara = (await h.signIn(w.sara)).token;
    const { url } = (await h.gql<{ createCalendarFeed: { url: string } }>(FEED, {}, { token: sara })).data!.createCalendarFeed;
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/calendario\/[A-Za-z0-9_-]{32}\.ics$/);
    const res = await h.app.server.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.summary)).toEqual(['Estado y democracia', 'Partidos políticos', 'Política exterior']);
    const wall = (d: ICAL.Time) => new Date(d.toJSDate().getTime() - 3 * 3600_000).toISOString().slice(0, 16);
    expect(events.map((e) => [wall(e.startDate), wall(e.endDate)])).toEqual([
      [`${w.days[0]}T09:00`, `${w.days[0]}T10:30`],
      [`${w.days[0]}T11:00`, `${w.days[0]}T12:30`],
      [`${w.days[1]}T09:00`, `${w.days[1]}T10:30`],
    ]);
    expect(res.body).toContain('X-WR-TIMEZONE:America/Argentina/Buenos_Aires');
    await h.gql(REVOKE, {}, { token: sara });
    expect((await h.app.server.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await h.app.server.inject({ method: 'GET', url: '/calendario/../../etc/passwd' })).statusCode).toBe(404);
  });
});

describe('the programme book', () => {
  it('is 503 while its job has not run, then every session is in it once and the index names each person with the pages of their sessions', async () => {
    const pending = await h.app.server.inject({ method: 'GET', url: `/programa/${w.conferenceId}/programa.pdf` });
    expect(pending.statusCode).toBe(503);
    expect(pending.headers['retry-after']).toBe('10');
    expect(await h.app.services.jobs.runDue('programme-pdf')).toBeGreaterThanOrEqual(1);
    const res = await h.app.server.inject({ method: 'GET', url: `/programa/${w.conferenceId}/programa.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = pdfPages(res.rawPayload).map((p) => p.replace(/\s+/g, ' '));
    expect(pages[0]).toContain(w.conference.name);
    expect(pages.at(-1)).toContain('Índice de personas');
    const pageOf = (title: string) => {
      const found = pages.flatMap((p, i) => (p.includes(title) ? [i + 1] : []));
      expect(found, title).toHaveLength(1);
      return found[0];
    };
    const titles = ['Estado y democracia', 'Partidos políticos', 'Política exterior', 'Panel cerrado aprobado'];
    const pagesOfTitles = titles.map(pageOf);
    const index = pages.at(-1)!;
    expect(index).toContain(`Sara Sáenz: ${[...new Set([pagesOfTitles[0], pagesOfTitles[1]])].join(', ')}`);
    expect(index).toContain(`Lucía Paz: ${pagesOfTitles[2]}`);
    expect(pages.join(' ')).toContain('Horarios de Buenos Aires');
    // Kept per version: a second request asks for no new job.
    const again = await h.gql<{ prepareProgrammePdf: { jobId: string | null; version: number } }>(PREPARE, { c: String(w.conferenceId) }, { token });
    expect(again.data!.prepareProgrammePdf).toEqual({ jobId: null, version: 1 });
    const [release] = await h.db.select().from(scheduleReleases).where(eq(scheduleReleases.conferenceId, w.conferenceId));
    expect(release.pdfKey).not.toBeNull();
    expect((await h.app.server.inject({ method: 'GET', url: `/programa/${w.conferenceId}/programa.pdf?version=9` })).statusCode).toBe(404);
    expect((await h.app.server.inject({ method: 'GET', url: '/programa/abc/programa.pdf' })).statusCode).toBe(404);
  });
});
