import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLField } from 'graphql';
import { schema } from './schema';
import { createHarness, type GqlResult, type Harness } from '../test/harness';
import { minimalCall } from '../test/minimal-call';
import { isOtherConferenceRole, matrixRoles, mayCall, roleMatrix, roleOnOtherConference, type MatrixEntry, type MatrixRole } from '../test/role-matrix';
import { buildConference } from '../test/factories';

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
