import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { awardApplications, awards } from '../../db/schema/awards';
import { buildAward, buildConference, buildInscription, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { queuedMail } from '../../test/mail-queue';

/**
 * Closing an award with its result (issue 32): ADMIN_CONGRESO names the winner and any mentions
 * among the award's applications, and their Award certificates become due.
 */

const CLOSE = `mutation ($id: ID!, $r: AwardCloseInput!) { closeAward(id: $id, result: $r) { id status } }`;
const AWARD = `query ($id: ID!) { award(id: $id) { status permissions { canClose } } }`;
const APPS = `query ($id: ID!) { awardApplications(awardId: $id) { items { id result } } }`;
const MINE = `query { myCertificates { id kind subject text due } }`;

type Entry = { id: string; kind: string; subject: string; text: string; due: boolean };

let h: Harness;
let conferenceId: number;
let admin: SignedIn;
let applicantAdmin: SignedIn; // ADMIN_CONGRESO of the edition who applied to the award
let winner: SignedIn;
let mention: SignedIn;
let other: SignedIn;
let awardId: number;
const app = new Map<string, string>();
let foreignApp: string;

beforeAll(async () => {
  h = await createHarness();
  conferenceId = (await buildConference(h.db, { name: 'Congreso Premiado', edition: 3, inscriptionStart: '2025-03-01', inscriptionEnd: '2025-09-01', startDate: '2025-09-13', endDate: '2025-09-15' })).id;
  const sign = async (conferenceRoles: { role: 'ADMIN_CONGRESO'; conferenceId: number }[] = []) => {
    const u = await buildUser(h.db, { roles: ['USER'], conferenceRoles });
    return h.signIn({ id: u.id, email: u.email });
  };
  admin = await sign([{ role: 'ADMIN_CONGRESO', conferenceId }]);
  applicantAdmin = await sign([{ role: 'ADMIN_CONGRESO', conferenceId }]);
  winner = await sign();
  mention = await sign();
  other = await sign();
  awardId = (await buildAward(h.db, { conferenceId, name: 'Premio a la Mejor Tesis', opensOn: '2025-06-01', closesOn: '2025-08-31' })).id;
  const apply = async (who: SignedIn, title: string, award = awardId) => {
    const inscription = await buildInscription(h.db, { userId: who.user.id, conferenceId, charge: null });
    const [row] = await h.db.insert(awardApplications).values({ awardId: award, inscriptionId: inscription.id, userId: who.user.id, title, summary: 'Resumen.' }).returning();
    return String(row.id);
  };
  app.set('winner', await apply(winner, 'Coaliciones y federalismo'));
  app.set('mention', await apply(mention, 'Partidos provinciales'));
  app.set('other', await apply(other, 'Un trabajo sin distinción'));
  app.set('admin', await apply(applicantAdmin, 'El trabajo de una organizadora'));
  const otherAward = (await buildAward(h.db, { conferenceId, name: 'Otro premio' })).id;
  foreignApp = await (async () => {
    const u = await sign();
    return apply(u, 'De otro premio', otherAward);
  })();
});
afterAll(() => h.close());

const close = (r: Record<string, unknown>, who = admin) => h.gql(CLOSE, { id: String(awardId), r }, { token: who.token });
const awardEntries = async (who: SignedIn) => (await h.gql<{ myCertificates: Entry[] }>(MINE, {}, { token: who.token })).data!.myCertificates.filter((e) => e.kind === 'AWARD');
const statusOf = async () => (await h.db.select({ status: awards.status }).from(awards).where(eq(awards.id, awardId)))[0].status;
const results = async () => (await h.db.select({ result: awardApplications.result }).from(awardApplications).where(eq(awardApplications.awardId, awardId))).map((r) => r.result);

describe('closing an award with its winner and mentions', () => {
  it('gives no Award certificate to anyone while the award is open', async () => {
    for (const who of [winner, mention, other]) expect(await awardEntries(who)).toEqual([]);
  });

  it('refuses a winner or a mention that is not an application of the award, no winner, and the winner as a mention (BAD_USER_INPUT, nothing changed)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ winnerApplicationId: foreignApp }, 'winnerApplicationId', 'La postulación elegida no pertenece a este premio.'],
      [{ winnerApplicationId: '999999' }, 'winnerApplicationId', 'La postulación elegida no pertenece a este premio.'],
      [{ winnerApplicationId: app.get('winner'), mentionApplicationIds: [foreignApp] }, 'mentionApplicationIds', 'La postulación elegida no pertenece a este premio.'],
      [{ mentionApplicationIds: [app.get('mention')] }, 'winnerApplicationId', 'Elija la postulación ganadora.'],
      [{ winnerApplicationId: app.get('winner'), mentionApplicationIds: [app.get('winner')] }, 'mentionApplicationIds', 'La postulación ganadora no puede recibir además una mención.'],
    ];
    for (const [r, field, message] of cases) {
      const res = await close(r);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect((res.errors![0].extensions as { fields: Record<string, string> }).fields[field]).toBe(message);
    }
    expect(await statusOf()).toBe('OPEN');
    expect(await results()).toEqual([null, null, null, null]);
  });

  it('refuses an ADMIN_CONGRESO who applied to the award (FORBIDDEN), and does not offer them «Cerrar premio»', async () => {
    const award = await h.gql<{ award: { permissions: { canClose: boolean } } }>(AWARD, { id: String(awardId) }, { token: applicantAdmin.token });
    expect(award.data!.award.permissions.canClose).toBe(false);
    const res = await close({ winnerApplicationId: app.get('winner') }, applicantAdmin);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.errors![0].message).toBe('Usted se postuló a este premio: no puede cerrarlo ni decidir su resultado.');
    expect(await statusOf()).toBe('OPEN');
    expect(codeOf(await close({ winnerApplicationId: app.get('winner') }, winner))).toBe('NOT_FOUND');
  });

  it('closes with the winner and a mention (audited); their Award certificates are due, not the other applicants’', async () => {
    const res = await close({ winnerApplicationId: app.get('winner'), mentionApplicationIds: [app.get('mention')] });
    expect(res.errors).toBeUndefined();
    const apps = await h.gql<{ awardApplications: { items: { id: string; result: string | null }[] } }>(APPS, { id: String(awardId) }, { token: admin.token });
    expect(Object.fromEntries(apps.data!.awardApplications.items.map((a) => [a.id, a.result]))).toEqual({
      [app.get('winner')!]: 'WINNER',
      [app.get('mention')!]: 'MENTION',
      [app.get('other')!]: null,
      [app.get('admin')!]: null,
    });
    const [won] = await awardEntries(winner);
    expect(won).toMatchObject({ id: `AWARD:${app.get('winner')}`, due: true, subject: 'Premio «Premio a la Mejor Tesis»' });
    expect(won.text).toContain('obtuvo el premio «Premio a la Mejor Tesis» por el trabajo «Coaliciones y federalismo» en el Congreso Premiado');
    const [mentioned] = await awardEntries(mention);
    expect(mentioned).toMatchObject({ due: true, subject: 'Mención en el premio «Premio a la Mejor Tesis»' });
    expect(mentioned.text).toContain('obtuvo una mención en el premio');
    expect(await awardEntries(other)).toEqual([]);
    expect(await awardEntries(applicantAdmin)).toEqual([]);
    const [toWinner] = await queuedMail(h.db, winner.user.email);
    expect(toWinner.subject).toBe('Su trabajo obtuvo el Premio a la Mejor Tesis');
    expect(toWinner.text).toContain('¡Felicitaciones! Su trabajo «Coaliciones y federalismo» obtuvo el Premio a la Mejor Tesis.');
    expect(toWinner.text).toContain('/dashboard/mis-certificados');
    expect((await queuedMail(h.db, mention.user.email)).map((m) => m.subject)).toEqual(['Su trabajo obtuvo una mención en el Premio a la Mejor Tesis']);
    expect(await queuedMail(h.db, other.user.email)).toEqual([]);
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'award'), eq(auditLog.action, 'award.closed'), eq(auditLog.targetId, String(awardId))));
    expect(audit.actorId).toBe(admin.user.id);
    expect(audit.after).toMatchObject({ status: 'CLOSED', winnerApplicationId: Number(app.get('winner')), mentionApplicationIds: [Number(app.get('mention'))] });
  });
});
