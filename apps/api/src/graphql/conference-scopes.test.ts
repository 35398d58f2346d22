import { describe, expect, it } from 'vitest';
import { graphql } from 'graphql';
import type { Viewer } from '../platform/viewer';
import { createSchemaBuilder } from './builder';
import type { Context } from './context';

/**
 * The conference scopes of graphql/builder.ts, on a small schema built with the same options:
 * a role held in conference 1 opens conference 1 only.
 */
const builder = createSchemaBuilder();
type Conference = { id: number; name: string };
const ConferenceRef = builder.objectRef<Conference>('TestConference').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    // Scopes from the parent object's conference.
    secret: t.string({ authScopes: (c) => ({ adminCongreso: c.id }), resolve: (c) => `secreto de ${c.id}` }),
  }),
});
builder.queryType({
  fields: (t) => ({
    conference: t.field({
      type: ConferenceRef,
      args: { conferenceId: t.arg.id({ required: true }) },
      authScopes: (_root, args) => ({ adminCongreso: args.conferenceId, $any: { organizadorCongreso: args.conferenceId } }),
      resolve: (_root, args) => ({ id: Number(args.conferenceId), name: 'Congreso' }),
    }),
    evaluate: t.withAuth({ loggedIn: true }).string({
      args: { conferenceId: t.arg.id({ required: true }), thematicAreaId: t.arg.id({ required: false }) },
      authScopes: (_root, args) => ({ coordinador: { conferenceId: args.conferenceId, thematicAreaId: args.thematicAreaId }, $any: { adminCongreso: args.conferenceId } }),
      // The context is narrowed: `ctx.viewer` is the signed-in person.
      resolve: (_root, _args, ctx) => ctx.viewer.email,
    }),
    judge: t.boolean({ args: { conferenceId: t.arg.int({ required: true }) }, authScopes: (_r, args) => ({ juez: args.conferenceId }), resolve: () => true }),
    publicSchedule: t.boolean({ authScopes: { public: true }, resolve: () => true }),
  }),
});
const schema = builder.toSchema();

const viewer = (conferenceRoles: Viewer['conferenceRoles']): Viewer => ({ id: 'u1', sessionId: 's1', email: 'a@example.org', roles: ['USER'], conferenceRoles });
const run = async (source: string, who: Viewer | null) => {
  const contextValue = { viewer: who, authError: null } as unknown as Context;
  const res = await graphql({ schema, source, contextValue });
  return { data: res.data, code: res.errors?.[0]?.extensions?.code ?? null };
};

describe('conference-scoped authorization', () => {
  const adminOf1 = viewer([{ conferenceId: 1, role: 'ADMIN_CONGRESO', thematicAreaId: null }]);
  const coordinatorOf1Area3 = viewer([{ conferenceId: 1, role: 'COORDINADOR', thematicAreaId: 3 }]);

  it('ADMIN_CONGRESO of conference 1 opens conference 1 and not conference 2', async () => {
    expect((await run('{ conference(conferenceId: 1) { id } }', adminOf1)).code).toBeNull();
    expect((await run('{ conference(conferenceId: 2) { id } }', adminOf1)).code).toBe('FORBIDDEN');
  });

  it('checks the parent object\'s conference on nested fields', async () => {
    const organizerOf2 = viewer([{ conferenceId: 2, role: 'ORGANIZADOR_CONGRESO', thematicAreaId: null }]);
    // The organizer opens the conference (root scope) but not its admin-only field.
    const res = await run('{ conference(conferenceId: 2) { id secret } }', organizerOf2);
    expect(res.code).toBe('FORBIDDEN');
    expect((await run('{ conference(conferenceId: 1) { secret } }', adminOf1)).data).toEqual({ conference: { secret: 'secreto de 1' } });
  });

  it('COORDINADOR of area 3 in conference 1: that area or the whole conference, not area 4 nor conference 2', async () => {
    expect((await run('{ evaluate(conferenceId: 1, thematicAreaId: 3) }', coordinatorOf1Area3)).data).toEqual({ evaluate: 'a@example.org' });
    expect((await run('{ evaluate(conferenceId: 1) }', coordinatorOf1Area3)).code).toBeNull();
    expect((await run('{ evaluate(conferenceId: 1, thematicAreaId: 4) }', coordinatorOf1Area3)).code).toBe('FORBIDDEN');
    expect((await run('{ evaluate(conferenceId: 2, thematicAreaId: 3) }', coordinatorOf1Area3)).code).toBe('FORBIDDEN');
    // ADMIN_CONGRESO of the conference passes through `$any`.
    expect((await run('{ evaluate(conferenceId: 1, thematicAreaId: 4) }', adminOf1)).code).toBeNull();
  });

  it('JUEZ of conference 1 does not judge conference 2; a global role opens no conference', async () => {
    const judgeOf1 = viewer([{ conferenceId: 1, role: 'JUEZ', thematicAreaId: null }]);
    expect((await run('{ judge(conferenceId: 1) }', judgeOf1)).code).toBeNull();
    expect((await run('{ judge(conferenceId: 2) }', judgeOf1)).code).toBe('FORBIDDEN');
    const sysadmin = { ...viewer([]), roles: ['SYSADMIN' as const] };
    expect((await run('{ judge(conferenceId: 1) }', sysadmin)).code).toBe('FORBIDDEN');
  });

  it('ids that cannot be a conference never pass, and anonymous callers are UNAUTHENTICATED', async () => {
    expect((await run('{ conference(conferenceId: "1 OR 1=1") { id } }', adminOf1)).code).toBe('FORBIDDEN');
    expect((await run('{ conference(conferenceId: "99999999999") { id } }', adminOf1)).code).toBe('FORBIDDEN');
    expect((await run('{ conference(conferenceId: 1) { id } }', null)).code).toBe('UNAUTHENTICATED');
    expect((await run('{ publicSchedule }', null)).code).toBeNull();
  });
});
