import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';

const TRAIL = `query ($u: ID!, $page: Int, $pageSize: Int, $kind: String, $from: String, $to: String) {
  userAuditEntries(userId: $u, page: $page, pageSize: $pageSize, kind: $kind, from: $from, to: $to) {
    total page pageSize items { action sentence actorName targetName createdText changes { field label before after } } } }`;
const LOG = `query ($page: Int, $pageSize: Int, $kind: String, $from: String, $to: String, $search: String) {
  auditLog(page: $page, pageSize: $pageSize, kind: $kind, from: $from, to: $to, search: $search) {
    total items { action sentence targetName createdText } } }`;

type Change = { field: string; label: string; before: string | null; after: string | null };
type Entry = { action: string; sentence: string; actorName: string | null; targetName: string | null; createdText: string; changes: Change[] };
type TrailData = { userAuditEntries: { total: number; page: number; pageSize: number; items: Entry[] } };

let h: Harness;
let adminToken: string;
let sysadminToken: string;
let person: { id: string; firstName: string; lastName: string };
let treasurer: { id: string; firstName: string; lastName: string };

beforeAll(async () => {
  h = await createHarness();
  adminToken = (await h.signIn('ADMIN')).token;
  sysadminToken = (await h.signIn('SYSADMIN')).token;
  person = await buildUser(h.db, { firstName: 'Auditada', lastName: 'Persona' });
  treasurer = await buildUser(h.db, { firstName: 'Tesorera', lastName: 'Ejemplo' });
  const at = (iso: string) => new Date(iso);
  await h.db.insert(auditLog).values([
    // 02:30 UTC on 15 March is still 14 March in Buenos Aires.
    { actorId: treasurer.id, action: 'credit.refunded', targetType: 'credit', targetId: '7', targetUserId: person.id, before: { status: 'OPEN', amountCents: 500000 }, after: { status: 'REFUNDED', note: 'Pidió la devolución' }, createdAt: at('2026-03-15T02:30:00Z') },
    { actorId: treasurer.id, action: 'payment.manual.rejected', targetType: 'payment', targetId: '8', targetUserId: person.id, before: { status: 'UNDER_REVIEW', amountCents: 120000 }, after: { status: 'REJECTED', note: null, receipt: null }, createdAt: at('2026-03-20T15:00:00Z') },
    { actorId: null, action: 'membership.terminated', targetType: 'membership', targetId: '9', targetUserId: person.id, before: { terminatedMember: false, terminatedAt: null }, after: { terminatedMember: true, terminatedAt: '2026-04-01T13:05:00.000Z' }, createdAt: at('2026-04-01T13:05:00Z') },
    { actorId: treasurer.id, action: 'USER_DISABLED', targetType: 'user', targetId: person.id, targetUserId: person.id, before: { enabled: true }, after: { enabled: false }, createdAt: at('2026-04-02T12:00:00Z') },
    ...Array.from({ length: 12 }, (_, i) => ({
      actorId: treasurer.id,
      action: 'profile.personal.updated',
      targetType: 'user',
      targetId: person.id,
      targetUserId: person.id,
      before: { location: `Lugar ${i}` },
      after: { location: `Lugar ${i + 1}` },
      createdAt: at(`2026-05-${String(i + 1).padStart(2, '0')}T12:00:00Z`),
    })),
  ]);
  // Someone else's entry: never in this person's trail.
  const other = await buildUser(h.db, { firstName: 'Otra', lastName: 'Persona' });
  await h.db.insert(auditLog).values({ actorId: treasurer.id, action: 'user.enabled', targetType: 'user', targetId: other.id, targetUserId: other.id, before: { enabled: false }, after: { enabled: true }, createdAt: at('2026-04-03T12:00:00Z') });
}, 180_000);
afterAll(() => h.close());

const trail = (variables: Record<string, unknown>, token = adminToken) => h.gql<TrailData>(TRAIL, { u: person.id, ...variables }, { token });

describe('userAuditEntries: a person\'s trail, readable, paginated and filtered', () => {
  it('reads each action as a Spanish sentence, with labelled changes in local formats (no keys, enums, JSON, ISO or cents)', async () => {
    const res = await trail({ kind: 'pagos' });
    expect(res.errors).toBeUndefined();
    const [rejected, refunded] = res.data!.userAuditEntries.items;
    expect(refunded).toEqual({
      action: 'credit.refunded',
      sentence: 'Tesorera Ejemplo reintegró un crédito.',
      actorName: 'Tesorera Ejemplo',
      targetName: 'Auditada Persona',
      createdText: '14/03/2026 23:30',
      changes: [
        { field: 'status', label: 'Estado', before: 'Abierto', after: 'Reintegrado' },
        { field: 'amountCents', label: 'Importe', before: '$ 5.000,00', after: null },
        { field: 'note', label: 'Nota', before: null, after: 'Pidió la devolución' },
      ],
    });
    expect(rejected.sentence).toBe('Tesorera Ejemplo rechazó un pago informado.');
    // Fields the entry holds empty on one side only say nothing: left out.
    expect(rejected.changes).toEqual([
      { field: 'status', label: 'Estado', before: 'En revisión', after: 'Rechazado' },
      { field: 'amountCents', label: 'Importe', before: '$ 1.200,00', after: null },
    ]);
    const all = await trail({ pageSize: 100 });
    const text = JSON.stringify(all.data!.userAuditEntries.items.map((e) => [e.sentence, e.createdText, e.changes.map((c) => [c.label, c.before, c.after])]));
    for (const raw of ['amountCents', 'terminatedAt', 'OPEN', 'REFUNDED', 'UNDER_REVIEW', '2026-04-01T', '500000', '{\\"']) expect(text).not.toContain(raw);
    const terminated = all.data!.userAuditEntries.items.find((e) => e.action === 'membership.terminated')!;
    expect(terminated.sentence).toBe('El sistema dio de baja una membresía.');
    expect(terminated.changes).toContainEqual({ field: 'terminatedAt', label: 'Fecha de baja', before: '—', after: '01/04/2026 10:05' });
    // A row written under an old name reads like the new one.
    expect(all.data!.userAuditEntries.items.find((e) => e.action === 'USER_DISABLED')!.sentence).toBe('Tesorera Ejemplo deshabilitó la cuenta.');
  });

  it('pages on the server, newest first', async () => {
    const first = await trail({ pageSize: 10 });
    expect(first.data!.userAuditEntries).toMatchObject({ total: 16, page: 0, pageSize: 10 });
    expect(first.data!.userAuditEntries.items).toHaveLength(10);
    expect(first.data!.userAuditEntries.items[0].changes).toEqual([{ field: 'location', label: 'Localidad', before: 'Lugar 11', after: 'Lugar 12' }]);
    const second = await trail({ pageSize: 10, page: 1 });
    expect(second.data!.userAuditEntries.items.map((e) => e.action)).toEqual([
      'profile.personal.updated',
      'profile.personal.updated',
      'USER_DISABLED',
      'membership.terminated',
      'payment.manual.rejected',
      'credit.refunded',
    ]);
  });

  it('unfiltered, newest first by default and oldest first when asked, only this person\'s entries', async () => {
    const ORDERED = `query ($u: ID!, $direction: SortDirection) { userAuditEntries(userId: $u, pageSize: 3, direction: $direction) { total items { action createdText } } }`;
    const newest = await h.gql<TrailData>(ORDERED, { u: person.id }, { token: adminToken });
    expect(newest.data!.userAuditEntries.total).toBe(16);
    expect(newest.data!.userAuditEntries.items.map((e) => e.createdText)).toEqual(['12/05/2026 09:00', '11/05/2026 09:00', '10/05/2026 09:00']);
    const oldest = await h.gql<TrailData>(ORDERED, { u: person.id, direction: 'ASC' }, { token: adminToken });
    expect(oldest.data!.userAuditEntries.items.map((e) => e.action)).toEqual(['credit.refunded', 'payment.manual.rejected', 'membership.terminated']);
  });

  it('filters by kind (legacy names included) and by Buenos Aires days', async () => {
    expect((await trail({ kind: 'cuenta' })).data!.userAuditEntries.items.map((e) => e.action)).toEqual(['USER_DISABLED']);
    expect((await trail({ kind: 'membresias' })).data!.userAuditEntries.items.map((e) => e.action)).toEqual(['membership.terminated']);
    expect((await trail({ from: '2026-03-14', to: '2026-03-14' })).data!.userAuditEntries.items.map((e) => e.action)).toEqual(['credit.refunded']);
    expect((await trail({ from: '2026-03-15', to: '2026-04-01' })).data!.userAuditEntries.items.map((e) => e.action)).toEqual(['membership.terminated', 'payment.manual.rejected']);
  });

  it('refuses a kind or a date it does not know, in Spanish, per field', async () => {
    expect((await trail({ kind: 'otra-cosa' })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { kind: 'Elija un tipo de cambio válido' } });
    expect((await trail({ from: '31/12/2026' })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { from: 'Ingrese una fecha válida' } });
    expect((await trail({ from: '2026-05-02', to: '2026-05-01' })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { to: 'La fecha «hasta» no puede ser anterior a «desde»' } });
  });
});

describe('auditLog: the whole log, for SYSADMIN only', () => {
  it('lists every person\'s entries with the same filters, and searches by who acted or whom it concerns', async () => {
    const res = await h.gql<{ auditLog: { total: number; items: { action: string; sentence: string; targetName: string | null }[] } }>(LOG, { kind: 'cuenta', from: '2026-04-01', to: '2026-04-30' }, { token: sysadminToken });
    expect(res.errors).toBeUndefined();
    expect(res.data!.auditLog.items.map((e) => [e.sentence, e.targetName])).toEqual([
      ['Tesorera Ejemplo habilitó la cuenta.', 'Otra Persona'],
      ['Tesorera Ejemplo deshabilitó la cuenta.', 'Auditada Persona'],
    ]);
    const searched = await h.gql<{ auditLog: { items: { targetName: string | null }[] } }>(LOG, { kind: 'cuenta', search: 'otra persona' }, { token: sysadminToken });
    expect(searched.data!.auditLog.items.map((e) => e.targetName)).toEqual(['Otra Persona']);
  });

  it('unfiltered: every person\'s entries, newest first by default and oldest first when asked', async () => {
    const ORDERED = `query ($direction: SortDirection) { auditLog(pageSize: 100, direction: $direction) { total items { action targetName } } }`;
    const newest = await h.gql<{ auditLog: { total: number; items: { action: string; targetName: string | null }[] } }>(ORDERED, {}, { token: sysadminToken });
    const oldest = await h.gql<{ auditLog: { total: number; items: { action: string; targetName: string | null }[] } }>(ORDERED, { direction: 'ASC' }, { token: sysadminToken });
    const mine = (items: { action: string; targetName: string | null }[]) => items.filter((e) => e.targetName === 'Auditada Persona' || e.targetName === 'Otra Persona').map((e) => e.action);
    const newestFirst = [...Array<string>(12).fill('profile.personal.updated'), 'user.enabled', 'USER_DISABLED', 'membership.terminated', 'payment.manual.rejected', 'credit.refunded'];
    expect(newest.data!.auditLog.total).toBe(oldest.data!.auditLog.total);
    expect(mine(newest.data!.auditLog.items)).toEqual(newestFirst);
    expect(mine(oldest.data!.auditLog.items)).toEqual([...newestFirst].reverse());
  });

  it('is refused to ADMIN and to anyone signed out', async () => {
    expect(codeOf(await h.gql(LOG, {}, { token: adminToken }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(LOG, {}))).toBe('UNAUTHENTICATED');
  });
});
