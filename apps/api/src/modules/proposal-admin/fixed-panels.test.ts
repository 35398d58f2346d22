import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { panelPeople, panels } from '../../db/schema/panels';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { buildProposalEdition } from '../proposals/proposals.test-support';

const PANEL_FIELDS = 'id conferenceId name description status permissions { canDelete } chair { userId name email institution } speakers { userId name email institution }';
const CREATE = `mutation ($data: FixedPanelInput!) { createFixedPanel(data: $data) { ${PANEL_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: FixedPanelUpdateInput!) { updateFixedPanel(id: $id, data: $data) { ${PANEL_FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteFixedPanel(id: $id) }';
const ONE = `query ($id: ID!) { fixedPanel(id: $id) { ${PANEL_FIELDS} } }`;
const LIST = `query ($conferenceId: ID!, $search: String, $sort: String, $direction: SortDirection, $page: Int, $pageSize: Int) {
  fixedPanels(conferenceId: $conferenceId, search: $search, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) { total items { ${PANEL_FIELDS} } } }`;
const CANDIDATES = 'query ($conferenceId: ID!, $search: String!) { panelPersonCandidates(conferenceId: $conferenceId, search: $search) { id firstName lastName email institution } }';

type Person = { userId: string | null; name: string; email: string | null; institution: string | null };
type Panel = { id: string; conferenceId: string; name: string; description: string | null; status: string; permissions: { canDelete: boolean }; chair: Person | null; speakers: Person[] };

let h: Harness;
let admin: SignedIn;
let member: SignedIn;
let coordinator: SignedIn;
let otherAdmin: SignedIn;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
let elsewhere: Awaited<ReturnType<typeof buildProposalEdition>>;
beforeAll(async () => {
  h = await createHarness();
  edition = await buildProposalEdition(h.db);
  elsewhere = await buildProposalEdition(h.db);
  admin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
  member = await h.signIn({ roles: ['USER'], firstName: 'Graciela', lastName: 'Ávalos' });
  coordinator = await h.signIn({ roles: ['USER'], conferenceRoles: [{ role: 'COORDINADOR', conferenceId: edition.conference.id, thematicAreaId: edition.areas[0].id }] });
  otherAdmin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: elsewhere.conference.id }] });
});
afterAll(() => h.close());

const data = (o: Record<string, unknown> = {}) => ({
  conferenceId: String(edition.conference.id),
  name: 'Conferencia inaugural',
  description: 'Apertura del congreso.',
  chair: { name: 'Marta Quiroga', email: 'marta.quiroga@example.org', institution: 'UBA' },
  speakers: [{ userId: member.user.id, name: 'Graciela Ávalos', email: member.user.email }, { name: 'Pedro Invitado', institution: 'Universidad de Chile' }],
  ...o,
});
const updateFields = () => {
  const { conferenceId: _conference, ...rest } = data();
  void _conference;
  return rest;
};

async function create(o: Record<string, unknown> = {}, token = admin.token): Promise<Panel> {
  const res = await h.gql<{ createFixedPanel: Panel }>(CREATE, { data: data(o) }, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createFixedPanel;
}
const count = async () => (await h.db.select().from(panels).where(eq(panels.kind, 'PANEL_FIJO'))).length;

describe('createFixedPanel', () => {
  it('creates a fixed panel with no area, approved, its chair and speakers in order, audited', async () => {
    const panel = await create();
    expect(panel).toMatchObject({
      conferenceId: String(edition.conference.id),
      name: 'Conferencia inaugural',
      status: 'APPROVED',
      permissions: { canDelete: true },
      chair: { userId: null, name: 'Marta Quiroga', email: 'marta.quiroga@example.org', institution: 'UBA' },
      speakers: [
        { userId: member.user.id, name: 'Graciela Ávalos', email: member.user.email, institution: null },
        { userId: null, name: 'Pedro Invitado', email: null, institution: 'Universidad de Chile' },
      ],
    });
    const [row] = await h.db.select().from(panels).where(eq(panels.id, Number(panel.id)));
    expect(row).toMatchObject({ kind: 'PANEL_FIJO', thematicAreaId: null, createdBy: admin.user.id });
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'fixedPanel.created'), eq(auditLog.targetId, panel.id)));
    expect(audit).toMatchObject({ actorId: admin.user.id, targetType: 'panel', before: null, after: { name: 'Conferencia inaugural' } });
  });

  it('refuses bad input per field, creating nothing', async () => {
    const before = await count();
    const fields = async (o: Record<string, unknown>) => {
      const res = await h.gql(CREATE, { data: data(o) }, { token: admin.token });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      return res.errors![0].extensions!.fields;
    };
    expect(await fields({ name: '  ' })).toEqual({ name: 'Ingrese el título del panel' });
    expect(await fields({ chair: { name: '' } })).toEqual({ 'chair.name': 'Ingrese nombre y apellido' });
    expect(await fields({ speakers: [] })).toEqual({ speakers: 'Agregue al menos un participante' });
    expect(await fields({ speakers: [{ name: 'Ana', email: 'no-es-correo' }] })).toEqual({ 'speakers.0.email': 'Ingrese un correo electrónico válido' });
    expect(await fields({ speakers: [{ name: 'Ana Paz' }, { name: 'ana paz' }] })).toEqual({ 'speakers.1.name': 'Esa persona ya figura entre los participantes' });
    expect(await fields({ speakers: [{ name: 'Ana', userId: 'nadie' }] })).toEqual({ 'speakers.0.userId': 'El identificador no es válido.' });
    expect(await fields({ chair: { name: 'Nadie', userId: '00000000-0000-4000-8000-000000000000' } })).toEqual({ 'chair.userId': 'No se encontró esa cuenta: elíjala de nuevo o escriba sus datos.' });
    expect(await fields({ speakers: Array.from({ length: 13 }, (_, i) => ({ name: `Persona ${i}` })) })).toEqual({ speakers: 'Como máximo 12 participantes' });
    expect(await count()).toBe(before);
  });

  it('refuses anyone but ADMIN_CONGRESO of the edition: unauthenticated, a member, a coordinator (no fixed panels), another edition', async () => {
    const before = await count();
    expect(codeOf(await h.gql(CREATE, { data: data() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(CREATE, { data: data() }, { token: member.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(CREATE, { data: data() }, { token: coordinator.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(CREATE, { data: data() }, { token: otherAdmin.token }))).toBe('NOT_FOUND');
    expect(await count()).toBe(before);
  });
});

describe('fixedPanel and fixedPanels', () => {
  it('reads one panel and lists the edition\'s panels, searched, sorted and paged', async () => {
    const a = await create({ name: 'Plenario sobre democracia' });
    await create({ name: 'Conferencia magistral' });
    const one = await h.gql<{ fixedPanel: Panel }>(ONE, { id: a.id }, { token: admin.token });
    expect(one.data!.fixedPanel.name).toBe('Plenario sobre democracia');
    const found = await h.gql<{ fixedPanels: { total: number; items: Panel[] } }>(LIST, { conferenceId: String(edition.conference.id), search: 'plenario' }, { token: admin.token });
    expect(found.data!.fixedPanels.items.map((p) => p.name)).toEqual(['Plenario sobre democracia']);
    const sorted = await h.gql<{ fixedPanels: { total: number; items: Panel[] } }>(LIST, { conferenceId: String(edition.conference.id), sort: 'name', direction: 'DESC', pageSize: 1 }, { token: admin.token });
    expect(sorted.data!.fixedPanels.items.map((p) => p.name)).toEqual(['Plenario sobre democracia']);
    expect(sorted.data!.fixedPanels.total).toBeGreaterThanOrEqual(3);
    expect(codeOf(await h.gql(LIST, { conferenceId: String(edition.conference.id), sort: 'kind' }, { token: admin.token }))).toBe('BAD_USER_INPUT');
  });

  it('uses the same number of statements, 2 (the session check, then the page), for 10 and 100 rows per page', async () => {
    for (let i = 0; i < 11; i++) await create({ name: `Panel masivo ${i}` });
    const counts: number[] = [];
    for (const pageSize of [10, 100]) counts.push(await h.countStatements(() => h.gql(LIST, { conferenceId: String(edition.conference.id), pageSize }, { token: admin.token })));
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBe(2); // the session check, then the page with its bounded count
  });

  it('refuses anyone but ADMIN_CONGRESO of the edition', async () => {
    const panel = await create();
    const vars = { conferenceId: String(edition.conference.id) };
    expect(codeOf(await h.gql(ONE, { id: panel.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(LIST, vars))).toBe('UNAUTHENTICATED');
    for (const who of [member, coordinator]) {
      expect(codeOf(await h.gql(ONE, { id: panel.id }, { token: who.token }))).toBe('FORBIDDEN');
      expect(codeOf(await h.gql(LIST, vars, { token: who.token }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await h.gql(ONE, { id: panel.id }, { token: otherAdmin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(LIST, vars, { token: otherAdmin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ONE, { id: '999999' }, { token: admin.token }))).toBe('NOT_FOUND');
  });
});

describe('updateFixedPanel', () => {
  it('replaces name, description, chair and speakers (reordered), audited with before and after', async () => {
    const panel = await create();
    const res = await h.gql<{ updateFixedPanel: Panel }>(
      UPDATE,
      { id: panel.id, data: { ...updateFields(), name: 'Conferencia de cierre', description: '', speakers: [{ name: 'Pedro Invitado' }, { userId: member.user.id, name: 'Graciela Ávalos' }] } },
      { token: admin.token },
    );
    expect(res.data!.updateFixedPanel).toMatchObject({ name: 'Conferencia de cierre', description: null, speakers: [{ name: 'Pedro Invitado' }, { userId: member.user.id }] });
    expect(await h.db.select().from(panelPeople).where(eq(panelPeople.panelId, Number(panel.id)))).toHaveLength(3);
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'fixedPanel.updated'), eq(auditLog.targetId, panel.id)));
    expect(audit).toMatchObject({ actorId: admin.user.id, before: { name: 'Conferencia inaugural' }, after: { name: 'Conferencia de cierre' } });
  });

  it('refuses bad input per field and everyone else, changing nothing', async () => {
    const panel = await create();
    const bad = await h.gql(UPDATE, { id: panel.id, data: { ...updateFields(), name: '' } }, { token: admin.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions!.fields).toEqual({ name: 'Ingrese el título del panel' });
    expect(codeOf(await h.gql(UPDATE, { id: panel.id, data: updateFields() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(UPDATE, { id: panel.id, data: updateFields() }, { token: coordinator.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(UPDATE, { id: panel.id, data: updateFields() }, { token: member.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(UPDATE, { id: panel.id, data: { ...updateFields(), name: 'Ajeno' } }, { token: otherAdmin.token }))).toBe('NOT_FOUND');
    const [row] = await h.db.select().from(panels).where(eq(panels.id, Number(panel.id)));
    expect(row.name).toBe('Conferencia inaugural');
  });
});

describe('deleteFixedPanel', () => {
  it('deletes the panel and its people, audited', async () => {
    const panel = await create();
    const res = await h.gql<{ deleteFixedPanel: boolean }>(DELETE, { id: panel.id }, { token: admin.token });
    expect(res.data!.deleteFixedPanel).toBe(true);
    expect(await h.db.select().from(panels).where(eq(panels.id, Number(panel.id)))).toEqual([]);
    expect(await h.db.select().from(panelPeople).where(eq(panelPeople.panelId, Number(panel.id)))).toEqual([]);
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'fixedPanel.deleted'), eq(auditLog.targetId, panel.id)));
    expect(audit).toMatchObject({ actorId: admin.user.id, before: { name: 'Conferencia inaugural' }, after: null });
  });

  it('refuses a scheduled panel with CONFLICT, and everyone else; nothing deleted', async () => {
    const panel = await create();
    await h.db.update(panels).set({ status: 'INCLUDE_IN_SCHEDULE' }).where(eq(panels.id, Number(panel.id)));
    const one = await h.gql<{ fixedPanel: Panel }>(ONE, { id: panel.id }, { token: admin.token });
    expect(one.data!.fixedPanel.permissions.canDelete).toBe(false);
    const res = await h.gql(DELETE, { id: panel.id }, { token: admin.token });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toBe('El panel ya está incluido en el cronograma: quítelo del horario antes de eliminarlo.');
    const free = await create();
    expect(codeOf(await h.gql(DELETE, { id: free.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(DELETE, { id: free.id }, { token: coordinator.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(DELETE, { id: free.id }, { token: otherAdmin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(DELETE, { id: 'x' }, { token: admin.token }))).toBe('BAD_USER_INPUT');
    for (const id of [panel.id, free.id]) expect(await h.db.select().from(panels).where(eq(panels.id, Number(id)))).toHaveLength(1);
  });
});

describe('panelPersonCandidates', () => {
  it('finds accounts by name (accents ignored), to ADMIN_CONGRESO of the edition only', async () => {
    const res = await h.gql<{ panelPersonCandidates: { id: string }[] }>(CANDIDATES, { conferenceId: String(edition.conference.id), search: 'avalos' }, { token: admin.token });
    expect(res.data!.panelPersonCandidates.map((c) => c.id)).toContain(member.user.id);
    const short = await h.gql<{ panelPersonCandidates: unknown[] }>(CANDIDATES, { conferenceId: String(edition.conference.id), search: 'a' }, { token: admin.token });
    expect(short.data!.panelPersonCandidates).toEqual([]);
    expect(codeOf(await h.gql(CANDIDATES, { conferenceId: String(edition.conference.id), search: 'avalos' }, { token: coordinator.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(CANDIDATES, { conferenceId: String(elsewhere.conference.id), search: 'avalos' }, { token: admin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(CANDIDATES, { conferenceId: String(edition.conference.id), search: 'avalos' }))).toBe('UNAUTHENTICATED');
  });
});
