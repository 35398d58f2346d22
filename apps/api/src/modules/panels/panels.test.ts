import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { panels, proposalDecisions } from '../../db/schema/panels';
import { proposals } from '../../db/schema/proposals';
import { buildConference, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { buildPanelWorld } from './panels.test-support';

const PANEL = 'id name status kind thematicArea { id name } chair { userId name } commentator { userId name } items { id title status authors } permissions { canEdit canDelete }';
const CREATE = `mutation ($data: CreateAreaPanelInput!) { createRegularPanel(data: $data) { ${PANEL} } }`;
const CREATE_TABLE = `mutation ($data: CreateAreaPanelInput!) { createStudentTablePanel(data: $data) { ${PANEL} } }`;
const UPDATE = `mutation ($id: ID!, $data: UpdateAreaPanelInput!) { updateRegularPanel(id: $id, data: $data) { ${PANEL} } }`;
const UPDATE_TABLE = `mutation ($id: ID!, $data: UpdateAreaPanelInput!) { updateStudentTablePanel(id: $id, data: $data) { id } }`;
const DELETE = 'mutation ($id: ID!) { deleteRegularPanel(id: $id) }';
const DELETE_TABLE = 'mutation ($id: ID!) { deleteStudentTablePanel(id: $id) }';
const ONE = `query ($id: ID!) { panel(id: $id) { ${PANEL} } }`;
const LIST = `query ($conferenceId: ID!, $thematicAreaId: ID, $search: String, $pageSize: Int) { regularPanels(conferenceId: $conferenceId, thematicAreaId: $thematicAreaId, search: $search, pageSize: $pageSize) { total items { ${PANEL} } } }`;
const LIST_TABLES = 'query ($conferenceId: ID!) { studentTablePanels(conferenceId: $conferenceId) { total items { id name } } }';
const CANDIDATES = 'query ($c: ID!, $k: AreaPanelKind!, $a: ID!) { panelCandidates(conferenceId: $c, kind: $k, thematicAreaId: $a) { id title status } }';
const SUGGESTIONS = 'query ($c: ID!, $k: AreaPanelKind!, $a: ID!) { panelSuggestions(conferenceId: $c, kind: $k, thematicAreaId: $a) { name sharedKeywords institutionClash items { id } } }';
const SETUP = 'query ($c: ID!) { panelSetup(conferenceId: $c) { minPapers maxPapers areas { id name } } }';
const LEAVE = 'mutation ($id: ID!) { leaveOutOfPanels(presentationId: $id) { id status } }';
const RETURN = 'mutation ($id: ID!) { returnToPanels(presentationId: $id) { id status } }';

type Panel = { id: string; name: string; status: string; items: { id: string; title: string; status: string }[]; chair: { userId: string | null; name: string } | null; permissions: { canEdit: boolean } };

let h: Harness;
let w: Awaited<ReturnType<typeof buildPanelWorld>>;
const tokens: Record<'a' | 'b' | 'admin' | 'user' | 'otherAdmin', string> = { a: '', b: '', admin: '', user: '', otherAdmin: '' };

beforeAll(async () => {
  h = await createHarness();
  w = await buildPanelWorld(h.db, { papers: 12 });
  tokens.a = (await h.signIn(w.coordinatorA)).token;
  tokens.b = (await h.signIn(w.coordinatorB)).token;
  tokens.admin = (await h.signIn(w.admin)).token;
  tokens.user = (await h.signIn('USER')).token;
  const other = await buildConference(h.db, { name: 'Otro congreso' });
  const otherAdmin = await buildUser(h.db, { roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: other.id }] });
  tokens.otherAdmin = (await h.signIn(otherAdmin)).token;
});
afterAll(() => h.close());

const ids = (rows: { id: number }[]) => rows.map((r) => String(r.id));
const data = (items: string[], o: Record<string, unknown> = {}) => ({ conferenceId: String(w.conferenceId), thematicAreaId: String(w.areaA.id), name: 'Democracia y Estado', chair: { name: 'Marta Quiroga' }, commentator: null, items, ...o });
const create = async (token: string, items: string[], o: Record<string, unknown> = {}) => h.gql<{ createRegularPanel: Panel }>(CREATE, { data: data(items, o) }, { token });
const statusOf = async (id: number | string) => (await h.db.select({ s: proposals.status }).from(proposals).where(eq(proposals.id, Number(id))))[0].s;

describe('createRegularPanel', () => {
  it('builds a panel of approved papers of the area, moving each to INCLUDE_IN_PANEL with its decision row, audited', async () => {
    const items = ids(w.papers.slice(0, 3));
    const res = await create(tokens.a, items, { chair: { userId: w.coordinatorB.id, name: '' } });
    expect(res.errors).toBeUndefined();
    const panel = res.data!.createRegularPanel;
    expect(panel).toMatchObject({ name: 'Democracia y Estado', status: 'APPROVED', kind: 'PANEL_REGULAR', chair: { userId: w.coordinatorB.id, name: `${w.coordinatorB.firstName} ${w.coordinatorB.lastName}` }, commentator: null, permissions: { canEdit: true } });
    expect(panel.items.map((i) => i.id)).toEqual(items);
    expect(panel.items.every((i) => i.status === 'INCLUDE_IN_PANEL')).toBe(true);
    const decisions = await h.db.select().from(proposalDecisions).where(eq(proposalDecisions.panelId, Number(panel.id)));
    expect(decisions.map((d) => [d.event, d.fromStatus, d.toStatus, d.actorId])).toEqual(items.map(() => ['ADD_TO_PANEL', 'APPROVED', 'INCLUDE_IN_PANEL', w.coordinatorA.id]));
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'panel.created'), eq(auditLog.targetId, panel.id)));
    expect(audit.actorId).toBe(w.coordinatorA.id);
    await h.gql(DELETE, { id: panel.id }, { token: tokens.a });
  });

  it('refuses a signed-out caller, a plain member, ADMIN_CONGRESO of another congress, and a coordinator of another area (NOT_FOUND), changing nothing', async () => {
    const items = ids(w.papers.slice(0, 3));
    expect(codeOf(await h.gql(CREATE, { data: data(items) }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await create(tokens.user, items))).toBe('FORBIDDEN');
    expect(codeOf(await create(tokens.otherAdmin, items))).toBe('FORBIDDEN');
    expect(codeOf(await create(tokens.b, items))).toBe('NOT_FOUND');
    expect(await statusOf(items[0])).toBe('APPROVED');
    expect(await h.db.select().from(panels).where(eq(panels.conferenceId, w.conferenceId))).toEqual([]);
  });

  it("refuses sizes outside the edition's limits, repeated items, and items of another area or kind, per field", async () => {
    const two = await create(tokens.a, ids(w.papers.slice(0, 2)));
    expect(codeOf(two)).toBe('BAD_USER_INPUT');
    expect(two.errors?.[0].extensions?.fields).toEqual({ items: 'El panel necesita al menos 3 ponencias' });
    expect(codeOf(await create(tokens.a, ids(w.papers.slice(0, 6))))).toBe('BAD_USER_INPUT');
    const other = await w.paper('PRESENTACION', w.areaB.id, 'De otra área');
    const wrongArea = await create(tokens.admin, [...ids(w.papers.slice(0, 2)), String(other.id)]);
    expect(wrongArea.errors?.[0].extensions?.fields).toEqual({ 'items.2': '«De otra área» pertenece a otra área temática.' });
    // A coordinator who cannot read the other area's proposal is not told its title.
    const asCoordinator = await create(tokens.a, [...ids(w.papers.slice(0, 2)), String(other.id)]);
    expect(asCoordinator.errors?.[0].extensions?.fields).toEqual({ 'items.2': 'La ponencia elegida pertenece a otra área temática.' });
    expect(JSON.stringify(asCoordinator)).not.toContain('De otra área');
    const wrongKind = await create(tokens.a, [...ids(w.papers.slice(0, 2)), String(w.studentPapers[0].id)]);
    expect(codeOf(wrongKind)).toBe('BAD_USER_INPUT');
    expect(await statusOf(w.papers[0].id)).toBe('APPROVED');
  });

  it('answers CONFLICT naming the panel an item is already in', async () => {
    const first = (await create(tokens.a, ids(w.papers.slice(0, 3)), { name: 'Primer panel' })).data!.createRegularPanel;
    const res = await create(tokens.admin, ids([w.papers[2], w.papers[3], w.papers[4]]), { name: 'Segundo panel' });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors?.[0].message).toBe('«Ponencia 3» ya está en el panel «Primer panel».');
    expect(await statusOf(w.papers[3].id)).toBe('APPROVED');
    await h.gql(DELETE, { id: first.id }, { token: tokens.a });
  });

  it('ends in one panel when two coordinators add the same item at once; the other is told which panel has it', async () => {
    const shared = w.papers[5];
    const results = await Promise.all([
      create(tokens.a, ids([w.papers[6], shared, w.papers[7]]), { name: 'Panel A' }),
      create(tokens.admin, ids([w.papers[8], w.papers[9], shared]), { name: 'Panel B' }),
    ]);
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost.map(codeOf)).toEqual(['CONFLICT']);
    expect(lost[0].errors?.[0].message).toBe(`«Ponencia 6» ya está en el panel «${won[0].data!.createRegularPanel.name}».`);
    const loserItems = lost[0] === results[0] ? [w.papers[6], w.papers[7]] : [w.papers[8], w.papers[9]];
    for (const p of loserItems) expect(await statusOf(p.id)).toBe('APPROVED');
    expect(await h.db.select().from(panels).where(eq(panels.conferenceId, w.conferenceId))).toHaveLength(1);
    await h.gql(DELETE, { id: won[0].data!.createRegularPanel.id }, { token: tokens.admin });
  });
});

describe('updateRegularPanel and deleteRegularPanel', () => {
  it('adds, removes and reorders items (moves recorded both ways); deleting returns every item to APPROVED', async () => {
    const panel = (await create(tokens.a, ids(w.papers.slice(0, 3)))).data!.createRegularPanel;
    const next = ids([w.papers[3], w.papers[1], w.papers[0], w.papers[4]]);
    const res = await h.gql<{ updateRegularPanel: Panel }>(UPDATE, { id: panel.id, data: { ...data(next, { name: 'Renombrado', commentator: { name: 'Luis Ferreyra' } }), conferenceId: undefined } }, { token: tokens.a });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateRegularPanel.items.map((i) => i.id)).toEqual(next);
    expect(res.data!.updateRegularPanel).toMatchObject({ name: 'Renombrado', commentator: { name: 'Luis Ferreyra', userId: null } });
    expect(await statusOf(w.papers[2].id)).toBe('APPROVED');
    const removal = await h.db.select().from(proposalDecisions).where(and(eq(proposalDecisions.proposalId, w.papers[2].id), eq(proposalDecisions.event, 'REMOVE_FROM_PANEL'), eq(proposalDecisions.panelId, Number(panel.id))));
    expect(removal).toHaveLength(1);
    expect(codeOf(await h.gql(UPDATE, { id: panel.id, data: { ...data(next), conferenceId: undefined } }, { token: tokens.b }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(UPDATE, { id: panel.id, data: { ...data(next), conferenceId: undefined } }, { token: tokens.user }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(UPDATE, { id: panel.id, data: { ...data(next), conferenceId: undefined } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(UPDATE_TABLE, { id: panel.id, data: { ...data(next), conferenceId: undefined } }, { token: tokens.a }))).toBe('NOT_FOUND');

    expect(codeOf(await h.gql(DELETE, { id: panel.id }, { token: tokens.b }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(DELETE, { id: panel.id }, { token: tokens.otherAdmin }))).toBe('NOT_FOUND');
    expect((await h.gql(DELETE, { id: panel.id }, { token: tokens.a })).data).toEqual({ deleteRegularPanel: true });
    for (const id of next) expect(await statusOf(id)).toBe('APPROVED');
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'panel.deleted'), eq(auditLog.targetId, panel.id)));
    expect(audit.before).toMatchObject({ name: 'Renombrado', items: next.map(Number) });
  });

  it('refuses to change or delete a panel already on the schedule (CONFLICT)', async () => {
    const panel = (await create(tokens.admin, ids(w.papers.slice(0, 3)))).data!.createRegularPanel;
    await h.db.update(panels).set({ status: 'INCLUDE_IN_SCHEDULE' }).where(eq(panels.id, Number(panel.id)));
    const res = await h.gql(UPDATE, { id: panel.id, data: { ...data(ids(w.papers.slice(0, 4))), conferenceId: undefined } }, { token: tokens.a });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(codeOf(await h.gql(DELETE, { id: panel.id }, { token: tokens.a }))).toBe('CONFLICT');
    expect((await h.gql<{ panel: Panel }>(ONE, { id: panel.id }, { token: tokens.a })).data?.panel.permissions.canEdit).toBe(false);
    await h.db.update(panels).set({ status: 'APPROVED' }).where(eq(panels.id, Number(panel.id)));
    await h.gql(DELETE, { id: panel.id }, { token: tokens.a });
  });
});

describe('student tables', () => {
  it('group approved student papers, are listed apart from regular panels and refuse papers', async () => {
    const res = await h.gql<{ createStudentTablePanel: Panel }>(CREATE_TABLE, { data: data(ids(w.studentPapers), { name: 'Mesa de jóvenes' }) }, { token: tokens.a });
    expect(res.errors).toBeUndefined();
    const table = res.data!.createStudentTablePanel;
    expect((await h.gql<{ studentTablePanels: { total: number } }>(LIST_TABLES, { conferenceId: String(w.conferenceId) }, { token: tokens.a })).data?.studentTablePanels.total).toBe(1);
    expect((await h.gql<{ regularPanels: { total: number } }>(LIST, { conferenceId: String(w.conferenceId) }, { token: tokens.a })).data?.regularPanels.total).toBe(0);
    expect(codeOf(await h.gql(CREATE_TABLE, { data: data(ids(w.papers.slice(0, 3))) }, { token: tokens.a }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(CREATE_TABLE, { data: data(ids(w.studentPapers)) }, { token: tokens.b }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(DELETE, { id: table.id }, { token: tokens.a }))).toBe('NOT_FOUND');
    expect((await h.gql(DELETE_TABLE, { id: table.id }, { token: tokens.a })).data).toEqual({ deleteStudentTablePanel: true });
  });
});

describe('panel and the lists', () => {
  it('show a coordinator only the panels of their areas, ADMIN_CONGRESO all, anyone else nothing', async () => {
    const panel = (await create(tokens.a, ids(w.papers.slice(0, 3)), { name: 'Federalismo comparado' })).data!.createRegularPanel;
    expect((await h.gql<{ panel: Panel }>(ONE, { id: panel.id }, { token: tokens.admin })).data?.panel.name).toBe('Federalismo comparado');
    expect(codeOf(await h.gql(ONE, { id: panel.id }, { token: tokens.b }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ONE, { id: panel.id }, { token: tokens.user }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ONE, { id: panel.id }))).toBe('UNAUTHENTICATED');
    const list = async (token: string, v: Record<string, unknown> = {}) => h.gql<{ regularPanels: { total: number; items: Panel[] } }>(LIST, { conferenceId: String(w.conferenceId), ...v }, { token });
    expect((await list(tokens.a)).data?.regularPanels.total).toBe(1);
    expect((await list(tokens.b)).data?.regularPanels.total).toBe(0);
    expect(codeOf(await list(tokens.b, { thematicAreaId: String(w.areaA.id) }))).toBe('NOT_FOUND');
    expect((await list(tokens.admin, { thematicAreaId: String(w.areaA.id) })).data?.regularPanels.total).toBe(1);
    expect((await list(tokens.admin, { search: 'federalismo' })).data?.regularPanels.total).toBe(1);
    expect((await list(tokens.admin, { search: 'ponencia 2' })).data?.regularPanels.total).toBe(1);
    expect((await list(tokens.admin, { search: 'nada parecido' })).data?.regularPanels.total).toBe(0);
    expect(codeOf(await list(tokens.user))).toBe('FORBIDDEN');
    expect(codeOf(await list(tokens.otherAdmin))).toBe('FORBIDDEN');
    await h.gql(DELETE, { id: panel.id }, { token: tokens.a });
  });

  it('runs two statements per list request (the session check, then the page with its count) for 10 and for 50 panels a page', async () => {
    const made: string[] = [];
    for (let i = 0; i < 4; i++) made.push((await create(tokens.admin, ids(w.papers.slice(i * 3, i * 3 + 3)), { name: `Panel masivo ${i}` })).data!.createRegularPanel.id);
    const statementsFor = (pageSize: number) =>
      h.countStatements(async () => {
        const res = await h.gql<{ regularPanels: { items: Panel[] } }>(LIST, { conferenceId: String(w.conferenceId), pageSize }, { token: tokens.admin });
        expect(res.data?.regularPanels.items[0].items).toHaveLength(3);
      });
    const ten = await statementsFor(10);
    const fifty = await statementsFor(50);
    expect(ten).toBe(2);
    expect(fifty).toBe(ten);
    for (const id of made) await h.gql(DELETE, { id }, { token: tokens.admin });
  });
});

describe('candidates, suggestions and leaving out of panels', () => {
  it('offers the approved unpanelled papers of the area, and leaving one out is reversible', async () => {
    const candidates = async (token: string, area = w.areaA.id) => h.gql<{ panelCandidates: { id: string; status: string }[] }>(CANDIDATES, { c: String(w.conferenceId), k: 'PANEL_REGULAR', a: String(area) }, { token });
    expect((await candidates(tokens.a)).data?.panelCandidates.length).toBeGreaterThanOrEqual(12);
    expect(codeOf(await candidates(tokens.b))).toBe('NOT_FOUND');
    expect(codeOf(await candidates(tokens.user))).toBe('FORBIDDEN');
    const id = String(w.papers[11].id);
    expect(codeOf(await h.gql(LEAVE, { id }, { token: tokens.b }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(LEAVE, { id }, { token: tokens.user }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(LEAVE, { id }))).toBe('UNAUTHENTICATED');
    expect((await h.gql(LEAVE, { id }, { token: tokens.a })).data).toEqual({ leaveOutOfPanels: { id, status: 'NOT_INCLUDE_IN_PANEL' } });
    expect(codeOf(await h.gql(LEAVE, { id }, { token: tokens.a }))).toBe('CONFLICT');
    expect((await candidates(tokens.a)).data?.panelCandidates.find((c) => c.id === id)?.status).toBe('NOT_INCLUDE_IN_PANEL');
    const offered = await h.gql<{ panelSuggestions: { items: { id: string }[] }[] }>(SUGGESTIONS, { c: String(w.conferenceId), k: 'PANEL_REGULAR', a: String(w.areaA.id) }, { token: tokens.a });
    expect(offered.data?.panelSuggestions.flatMap((s) => s.items.map((i) => i.id))).not.toContain(id);
    expect(codeOf(await create(tokens.a, [id, ...ids(w.papers.slice(0, 2))]))).toBe('CONFLICT');
    expect((await h.gql(RETURN, { id }, { token: tokens.a })).data).toEqual({ returnToPanels: { id, status: 'APPROVED' } });
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'proposal.leftOutOfPanels'), eq(auditLog.targetId, id)));
    expect(audit.actorId).toBe(w.coordinatorA.id);
  });

  it('suggests panels by shared keywords, one paper per institution where possible, within the limits', async () => {
    const world = await buildPanelWorld(h.db, { papers: 0 });
    const [uba, unc] = [await world.institution(), await world.institution()];
    const made = [
      await world.paper('PRESENTACION', world.areaA.id, 'Elecciones 1', ['Democracia', 'elecciones'], uba.id),
      await world.paper('PRESENTACION', world.areaA.id, 'Elecciones 2', ['democracia'], uba.id),
      await world.paper('PRESENTACION', world.areaA.id, 'Elecciones 3', ['DEMOCRACIA'], unc.id),
      await world.paper('PRESENTACION', world.areaA.id, 'Migración 1', ['migración'], unc.id),
      await world.paper('PRESENTACION', world.areaA.id, 'Migración 2', ['Migracion'], undefined),
      await world.paper('PRESENTACION', world.areaA.id, 'Migración 3', ['migracion'], undefined),
    ];
    const token = (await h.signIn(world.coordinatorA)).token;
    const res = await h.gql<{ panelSuggestions: { name: string; sharedKeywords: string[]; institutionClash: boolean; items: { id: string }[] }[] }>(SUGGESTIONS, { c: String(world.conferenceId), k: 'PANEL_REGULAR', a: String(world.areaA.id) }, { token });
    expect(res.errors).toBeUndefined();
    const suggestions = res.data!.panelSuggestions;
    expect(suggestions).toHaveLength(2);
    for (const s of suggestions) {
      expect(s.items).toHaveLength(3);
      expect(s.institutionClash).toBe(false);
      // The two papers of one institution are in different panels.
      expect(s.items.filter((i) => i.id === String(made[0].id) || i.id === String(made[1].id))).toHaveLength(1);
    }
    expect(codeOf(await h.gql(SUGGESTIONS, { c: String(world.conferenceId), k: 'PANEL_REGULAR', a: String(world.areaB.id) }, { token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(SUGGESTIONS, { c: String(world.conferenceId), k: 'PANEL_REGULAR', a: String(world.areaA.id) }, { token: tokens.a }))).toBe('FORBIDDEN');
    const setup = await h.gql<{ panelSetup: { minPapers: number; maxPapers: number; areas: { id: string }[] } }>(SETUP, { c: String(world.conferenceId) }, { token });
    expect(setup.data?.panelSetup).toMatchObject({ minPapers: 3, maxPapers: 5, areas: [{ id: String(world.areaA.id) }] });
  });
});
