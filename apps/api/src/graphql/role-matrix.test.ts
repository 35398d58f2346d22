import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLField } from 'graphql';
import { schema } from '../schema';
import { createHarness, type GqlResult, type Harness } from '../test/harness';
import { minimalCall } from '../test/minimal-call';
import { isOtherConferenceRole, matrixRoles, mayCall, roleMatrix, roleOnOtherConference, type MatrixEntry, type MatrixRole } from '../test/role-matrix';
import { awardApplications } from '../db/schema/awards';
import { charges } from '../db/schema/charges';
import { credits, payments } from '../db/schema/payments';
import { approvePayment, closePayment, openPayment } from '../modules/payments/payments.service';
import { buildAward, buildCharge, buildConference, buildInscription } from '../test/factories';

type RootField = { key: string; operation: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

/** Every Query and Mutation field of the built schema. */
function rootFields(): RootField[] {
  const out: RootField[] = [];
  for (const [operation, root] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) out.push({ key: `${root!.name}.${field.name}`, operation, field });
  }
  return out;
}

const REFUSALS = ['UNAUTHENTICATED', 'FORBIDDEN'];
/** Answers that mean the call went past the auth layer and was judged on its arguments or data. */
const ALLOWED_CODES = ['NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT', 'TOO_MANY_REQUESTS'];

let h: Harness;
const tokens = new Map<MatrixRole, string | undefined>();
let ctx: { conferenceId: number; thematicAreaId: number };
/** The second congress on which the `…@otro` roles are held. */
let otherConferenceId: number;

async function signInAs(role: MatrixRole) {
  if (role === 'anonymous') return undefined;
  if (isOtherConferenceRole(role)) return (await h.signIn({ roles: [], conferenceRoles: [{ role: roleOnOtherConference(role), conferenceId: otherConferenceId }] })).token;
  return (await h.signIn(role)).token;
}

beforeAll(async () => {
  h = await createHarness();
  const conference = await h.conference();
  otherConferenceId = (await buildConference(h.db, { name: 'Otro congreso' })).id;
  for (const role of matrixRoles) tokens.set(role, await signInAs(role));
  const coordinator = await h.db.query.conferenceRoles.findFirst({ where: (r, { and, eq }) => and(eq(r.conferenceId, conference.id), eq(r.role, 'COORDINADOR')) });
  ctx = { conferenceId: conference.id, thematicAreaId: coordinator!.thematicAreaId! };
});
afterAll(() => h.close());

/** Arguments a generated value cannot stand in for. */
async function overridesFor(entry: MatrixEntry): Promise<Record<string, unknown>> {
  if (typeof entry === 'object' && !Array.isArray(entry) && 'args' in entry && entry.args === 'freshRefreshToken') {
    return { refreshToken: (await h.signIn('USER')).refreshToken };
  }
  if (typeof entry === 'object' && !Array.isArray(entry) && 'args' in entry && entry.args === 'staffFilePurpose') return { purpose: 'JOURNAL_COVER' };
  return {};
}

const endsSession = (entry: MatrixEntry | undefined) => typeof entry === 'object' && !Array.isArray(entry) && 'endsSession' in entry && entry.endsSession === true;

describe('role matrix', () => {
  it('declares who may call every root field of the schema, and nothing else', () => {
    const fields = rootFields().map((f) => f.key);
    const missing = fields.filter((key) => !(key in roleMatrix));
    const stale = Object.keys(roleMatrix).filter((key) => !fields.includes(key));
    expect(missing, `add these root fields to apps/api/src/test/role-matrix.ts: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `these entries of apps/api/src/test/role-matrix.ts name no root field: ${stale.join(', ')}`).toEqual([]);
  });

  it('refuses and allows every root field for every role as declared, through the HTTP endpoint', { timeout: 300_000 }, async () => {
    // Fields that end the session run last, so every other call uses a live token.
    const fields = rootFields()
      .filter((f) => f.key in roleMatrix)
      .sort((a, b) => Number(endsSession(roleMatrix[a.key])) - Number(endsSession(roleMatrix[b.key])));
    const mismatches: string[] = [];
    let calls = 0;
    const answers: Record<string, number> = {};
    for (const role of matrixRoles) {
      for (const { key, operation, field } of fields) {
        const entry = roleMatrix[key];
        const call = minimalCall(operation, field, ctx, await overridesFor(entry));
        const token = tokens.get(role);
        const res: GqlResult = Object.keys(call.files).length
          ? await h.gqlMultipart(call.query, call.variables, call.files, { token })
          : await h.gql(call.query, call.variables, { token });
        calls++;
        const code = res.errors?.[0]?.extensions?.code as string | undefined;
        const expected = mayCall(entry, role);
        // A role held on the other congress gets nothing of this one: refused, or NOT_FOUND (the
        // field is open to its role, but this congress's data is not its own).
        const nothingOfThisCongress = isOtherConferenceRole(role) && !expected && code === 'NOT_FOUND';
        const refused = (code !== undefined && REFUSALS.includes(code)) || nothingOfThisCongress;
        const answer = code ?? 'data';
        answers[answer] = (answers[answer] ?? 0) + 1;
        if (refused === expected) mismatches.push(`${key} as ${role}: expected ${expected ? 'allowed' : 'refused'}, got ${answer} (${res.errors?.[0]?.message ?? ''})`);
        else if (refused && !nothingOfThisCongress && code !== (role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN')) mismatches.push(`${key} as ${role}: refused with ${code}`);
        else if (!refused && code !== undefined && !ALLOWED_CODES.includes(code)) mismatches.push(`${key} as ${role}: unexpected ${code} (${res.errors?.[0]?.message}) for ${call.query}`);
        if (endsSession(entry) && token) tokens.set(role, await signInAs(role));
      }
    }
    console.log(`role matrix: ${fields.length} root fields × ${matrixRoles.length} roles = ${calls} calls, ${mismatches.length} mismatches; answers:`, answers);
    expect(calls).toBe(fields.length * matrixRoles.length);
    expect(mismatches).toEqual([]);
  });
});

/**
 * Self-targeting (separation of duties): an operation that grants, decides, applies or scores,
 * called by an account that may call it on others, on its own person, is refused (FORBIDDEN) and
 * changes nothing. Refunds and credits of the treasurer's own money are guarded in the payments tests.
 */
describe('role matrix: self-targeting', () => {
  const GRANT = 'mutation ($u: ID!, $r: GlobalRole!) { grantRole(userId: $u, role: $r) { id } }';
  const GRANT_CONF = 'mutation ($c: ID!, $d: GrantConferenceRoleInput!) { grantConferenceRole(conferenceId: $c, data: $d) { id } }';
  const APPLY = 'mutation ($data: AwardApplicationInput!) { applyForAward(data: $data) { id } }';
  const SCORE = 'mutation ($a: ID!, $s: Int!) { scoreAwardApplication(applicationId: $a, score: $s) { id } }';
  const code = (res: GqlResult) => res.errors?.[0]?.extensions?.code;

  it('grantRole and grantConferenceRole on oneself are refused for every role that may grant them to others', async () => {
    for (const [roles, role] of [[['SYSADMIN'], 'ADMIN'], [['SYSADMIN'], 'TESORERIA'], [['ADMIN'], 'TESORERIA'], [['ADMIN'], 'USER']] as const) {
      const me = await h.signIn([...roles]);
      expect(code(await h.gql(GRANT, { u: me.user.id, r: role }, { token: me.token })), `${roles[0]} grants itself ${role}`).toBe('FORBIDDEN');
    }
    for (const roles of [['TESORERIA'], ['ADMIN']] as const) {
      const me = await h.signIn([...roles]);
      for (const role of ['ADMIN_CONGRESO', 'JUEZ', 'ORGANIZADOR_CONGRESO'] as const) {
        expect(code(await h.gql(GRANT_CONF, { c: String(ctx.conferenceId), d: { userId: me.user.id, role } }, { token: me.token })), `${roles[0]} grants itself ${role}`).toBe('FORBIDDEN');
      }
      const coordinator = await h.gql(GRANT_CONF, { c: String(ctx.conferenceId), d: { userId: me.user.id, role: 'COORDINADOR', thematicAreaIds: [String(ctx.thematicAreaId)] } }, { token: me.token });
      expect(code(coordinator)).toBe('FORBIDDEN');
    }
  });

  it('a judge applying to their own award, and scoring their own application, are refused', async () => {
    const judge = await h.signIn({ roles: ['USER'], conferenceRoles: [{ role: 'JUEZ', conferenceId: ctx.conferenceId }] });
    const award = await buildAward(h.db, { conferenceId: ctx.conferenceId, name: 'Premio propio', createdBy: judge.user.id, judges: [judge.user.id] });
    const inscription = await buildInscription(h.db, { userId: judge.user.id, conferenceId: ctx.conferenceId, charge: null });
    const applied = await h.gql(APPLY, { data: { inscriptionId: String(inscription.id), awardId: String(award.id), title: 'Propio', summary: 'Resumen.', fileId: '00000000-0000-4000-8000-000000000000' } }, { token: judge.token });
    expect(code(applied)).toBe('FORBIDDEN');
    // An application from before the rule: its author, a judge of the award, does not score it.
    const [own] = await h.db.insert(awardApplications).values({ awardId: award.id, inscriptionId: inscription.id, userId: judge.user.id, title: 'Propio', summary: 'Resumen.' }).returning();
    expect(code(await h.gql(SCORE, { a: String(own.id), s: 10 }, { token: judge.token }))).toBe('FORBIDDEN');
  });

  it("a treasurer deciding, resolving, recording, refunding or applying their own money is refused, and nothing changes", async () => {
    const own = await h.signIn(['USER', 'TESORERIA']);
    const colleague = await h.signIn('TESORERIA');
    const userId = own.user.id;
    const charge = await buildCharge(h.db, { userId, amountCents: 1_000_000 });
    const { reported, flagged, credit } = await h.db.transaction(async (tx) => {
      const reported = await openPayment(tx, { userId, chargeIds: [charge.id], method: 'TRANSFERENCIA', channel: 'REPORTED', status: 'UNDER_REVIEW' });
      const flagged = await openPayment(tx, { userId, chargeIds: [charge.id], method: 'MERCADO_PAGO', channel: 'ONLINE', status: 'PENDING' });
      await closePayment(tx, flagged.id, 'FLAGGED', { decidedBy: null, flagReason: 'El importe informado por Mercado Pago no coincide con el del pago.', received: { cents: 900_000, currency: 'ARS' } });
      // A credit of theirs: a second charge paid online and by a transfer another treasurer approved.
      const paidTwice = await buildCharge(tx, { userId, amountCents: 200_000 });
      const online = await openPayment(tx, { userId, chargeIds: [paidTwice.id], method: 'MERCADO_PAGO', channel: 'ONLINE', status: 'PENDING' });
      const transfer = await openPayment(tx, { userId, chargeIds: [paidTwice.id], method: 'TRANSFERENCIA', channel: 'REPORTED', status: 'UNDER_REVIEW' });
      await approvePayment(tx, online.id, { decidedBy: null });
      await approvePayment(tx, transfer.id, { decidedBy: colleague.user.id });
      const [credit] = await tx.select().from(credits).where(eq(credits.userId, userId));
      return { reported, flagged, credit };
    });
    expect(credit).toBeDefined();
    const as = { token: own.token };
    const calls: [string, GqlResult][] = [
      ['decideManualPayment', await h.gql('mutation ($id: ID!) { decideManualPayment(id: $id, decision: APPROVE) { id } }', { id: reported.id }, as)],
      ['resolveFlaggedPayment', await h.gql('mutation ($id: ID!) { resolveFlaggedPayment(id: $id, decision: ACCEPT, note: "Propio") { id } }', { id: flagged.id }, as)],
      ['generatePayment', await h.gql('mutation ($u: ID!, $c: [ID!]!, $d: String!) { generatePayment(userId: $u, payments: $c, informedDay: $d, method: EFECTIVO) { id } }', { u: userId, c: [String(charge.id)], d: new Date().toISOString().slice(0, 10) }, as)],
      ['refundCredit', await h.gql('mutation ($id: ID!) { refundCredit(id: $id, note: "Me lo devuelvo") { id } }', { id: String(credit.id) }, as)],
      ['applyCredit', await h.gql('mutation ($id: ID!, $c: ID!) { applyCredit(id: $id, chargeId: $c) { id } }', { id: String(credit.id), c: String(charge.id) }, as)],
    ];
    for (const [operation, res] of calls) {
      // Refused for being one's own (every message says so: «pago propio», «su propio nombre», «crédito propio»).
      expect(code(res), `${operation} on one's own money`).toBe('CONFLICT');
      expect(res.errors![0].message, operation).toMatch(/propi/);
    }
    const statusOf = async (id: string) => (await h.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0].status;
    expect([await statusOf(reported.id), await statusOf(flagged.id)]).toEqual(['UNDER_REVIEW', 'FLAGGED']);
    expect((await h.db.select().from(credits).where(eq(credits.id, credit.id)))[0].status).toBe('OPEN');
    expect((await h.db.select().from(charges).where(eq(charges.id, charge.id)))[0].status).not.toBe('PAID');
    expect(await h.db.select().from(payments).where(eq(payments.userId, userId))).toHaveLength(4);
  });
});
