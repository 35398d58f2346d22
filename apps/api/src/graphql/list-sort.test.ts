import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../schema';
import { createHarness, type GqlResult, type Harness } from '../test/harness';
import { minimalCall } from '../test/minimal-call';
import { allowedOf, roleMatrix, type MatrixRole } from '../test/role-matrix';

let h: Harness;
let ctx: { conferenceId: number; thematicAreaId: number };
const tokens = new Map<string, string>();

beforeAll(async () => {
  h = await createHarness();
  const conference = await h.conference();
  tokens.set('COORDINADOR', (await h.signIn('COORDINADOR')).token);
  const coordinator = await h.db.query.conferenceRoles.findFirst({ where: (r, { and, eq }) => and(eq(r.conferenceId, conference.id), eq(r.role, 'COORDINADOR')) });
  ctx = { conferenceId: conference.id, thematicAreaId: coordinator!.thematicAreaId! };
});
afterAll(() => h.close());

/** Someone who may call the field (role-matrix.ts): its first allowed role, a member for open fields. */
async function tokenFor(key: string): Promise<string | undefined> {
  const allowed = allowedOf(roleMatrix[key]!);
  if (allowed === 'anyone') return undefined;
  const role = (allowed === 'signedIn' ? 'USER' : allowed.find((r) => r !== 'anonymous' && !r.endsWith('@otro'))) as Exclude<MatrixRole, 'anonymous'>;
  if (!tokens.has(role)) tokens.set(role, (await h.signIn(role as never)).token);
  return tokens.get(role);
}

describe('a list asked to sort by a key of Object.prototype', () => {
  it('answers BAD_USER_INPUT on `sort` on every list field, never an internal error', { timeout: 300_000 }, async () => {
    const lists = Object.values(schema.getQueryType()!.getFields()).filter((f) => f.args.some((a) => a.name === 'sort'));
    expect(lists.length).toBeGreaterThanOrEqual(23);
    const wrong: string[] = [];
    const refused = new Set<string>();
    for (const field of lists) {
      const token = await tokenFor(`Query.${field.name}`);
      for (const sort of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
        const call = minimalCall('query', field, ctx, { sort });
        const res: GqlResult = await h.gql(call.query, call.variables, { token });
        const error = res.errors?.[0] as { extensions?: { code?: string; fields?: Record<string, string> } } | undefined;
        // A list of one thing that does not exist (an award's applications) may say so first.
        if (error?.extensions?.code === 'NOT_FOUND') continue;
        if (error?.extensions?.code !== 'BAD_USER_INPUT' || !error.extensions.fields?.sort) wrong.push(`${field.name} sort=${sort}: ${JSON.stringify(res.errors ?? res.data)}`);
        else refused.add(field.name);
      }
    }
    expect(wrong).toEqual([]);
    expect(refused.size).toBeGreaterThanOrEqual(22);
  });
});
