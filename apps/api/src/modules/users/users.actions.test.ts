import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GlobalRole } from '@portal/domain/roles';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { auditOfUser, rolesOf } from '../../test/rows';

const GRANT = 'mutation ($u: ID!, $r: GlobalRole!) { grantRole(userId: $u, role: $r) { id roles } }';
const AUDIT = 'query ($u: ID!) { userAuditEntries(userId: $u) { items { action changes { label before after } } } }';
const REVOKE = 'mutation ($u: ID!, $r: GlobalRole!) { revokeRole(userId: $u, role: $r) { id roles } }';
const ENABLE = 'mutation ($u: ID!, $e: Boolean!) { setUserEnabled(userId: $u, enabled: $e) { id enabled } }';
const RECOVER = 'mutation ($u: ID!) { sendRecoveryEmail(userId: $u) }';
const ME = '{ me { id } }';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let h: Harness;
let sysadmin: SignedIn;
let admin: SignedIn;


beforeAll(async () => {
  h = await createHarness();
  sysadmin = await h.signIn('SYSADMIN');
  admin = await h.signIn('ADMIN');
});
beforeEach(() => h.smtp.clear());
afterAll(() => h.close());

describe('grantRole and revokeRole', () => {
  it('SYSADMIN grants and removes any global role; each change is audited with before and after', async () => {
    const target = await buildUser(h.db);
    const res = await h.gql<{ grantRole: { roles: string[] } }>(GRANT, { u: target.id, r: 'ADMIN' }, { token: sysadmin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.grantRole.roles).toEqual(['ADMIN', 'USER']);
    const trail = await h.gql<{ userAuditEntries: { items: unknown[] } }>(AUDIT, { u: target.id }, { token: sysadmin.token });
    expect(trail.data!.userAuditEntries.items[0]).toEqual({ action: 'user.role.granted', changes: [{ label: 'Roles', before: 'Socio / usuario', after: 'Administrador, Socio / usuario' }] });
    const again = await h.gql(GRANT, { u: target.id, r: 'ADMIN' }, { token: sysadmin.token });
    expect(again.errors).toBeUndefined();
    expect(await h.gql(REVOKE, { u: target.id, r: 'USER' }, { token: sysadmin.token })).toMatchObject({ data: { revokeRole: { roles: ['ADMIN'] } } });
    expect(await rolesOf(h.db, target.id)).toEqual(['ADMIN']);
    const audit = await auditOfUser(h.db, target.id);
    expect(audit.map((a) => ({ actorId: a.actorId, action: a.action, targetType: a.targetType, targetId: a.targetId, before: a.before, after: a.after }))).toEqual([
      { actorId: sysadmin.user.id, action: 'user.role.granted', targetType: 'user', targetId: target.id, before: { roles: ['USER'] }, after: { roles: ['ADMIN', 'USER'] } },
      { actorId: sysadmin.user.id, action: 'user.role.revoked', targetType: 'user', targetId: target.id, before: { roles: ['ADMIN', 'USER'] }, after: { roles: ['ADMIN'] } },
    ]);
    expect(audit[0].createdAt).toBeInstanceOf(Date);
  });

  it('ADMIN grants and removes TESORERIA and USER, and the change applies at once', async () => {
    const target = await h.signIn('USER');
    const MINE = '{ myMemberships { total } }';
    // Before: a USER reads its memberships, and may not list users.
    expect((await h.gql(MINE, {}, { token: target.token })).errors).toBeUndefined();
    expect(codeOf(await h.gql('{ users { total } }', {}, { token: target.token }))).toBe('FORBIDDEN');
    expect((await h.gql(GRANT, { u: target.user.id, r: 'TESORERIA' }, { token: admin.token })).errors).toBeUndefined();
    expect(await rolesOf(h.db, target.user.id)).toEqual(['TESORERIA', 'USER']);
    expect((await h.gql(REVOKE, { u: target.user.id, r: 'USER' }, { token: admin.token })).errors).toBeUndefined();
    expect(await rolesOf(h.db, target.user.id)).toEqual(['TESORERIA']);
    // After: the same access token no longer carries USER.
    expect(codeOf(await h.gql(MINE, {}, { token: target.token }))).toBe('FORBIDDEN');
    expect((await auditOfUser(h.db, target.user.id)).map((a) => a.action)).toEqual(['user.role.granted', 'user.role.revoked']);
  });

  it('the new role works at once: the same access token may do what it was refused just before', async () => {
    const target = await h.signIn('USER');
    const USERS = '{ users { total } }';
    expect(codeOf(await h.gql(USERS, {}, { token: target.token }))).toBe('FORBIDDEN');
    expect((await h.gql(GRANT, { u: target.user.id, r: 'ADMIN' }, { token: sysadmin.token })).errors).toBeUndefined();
    const after = await h.gql<{ users: { total: number } }>(USERS, {}, { token: target.token });
    expect(after.errors).toBeUndefined();
    expect(after.data!.users.total).toBeGreaterThan(0);
  });

  it('a demotion applies on the very next request of a session already in use', async () => {
    const target = await h.signIn(['ADMIN', 'USER']);
    const USERS = '{ users { total } }';
    // The session has been used with the role (and would be cached if roles were cached per session).
    for (let i = 0; i < 3; i++) expect((await h.gql(USERS, {}, { token: target.token })).errors).toBeUndefined();
    expect((await h.gql(REVOKE, { u: target.user.id, r: 'ADMIN' }, { token: sysadmin.token })).errors).toBeUndefined();
    expect(codeOf(await h.gql(USERS, {}, { token: target.token }))).toBe('FORBIDDEN');
    // Also when the demotion lands while requests of that session are in flight: the next one is refused.
    const again = await h.signIn(['ADMIN', 'USER']);
    const [, revoked] = await Promise.all([h.gql(USERS, {}, { token: again.token }), h.gql(REVOKE, { u: again.user.id, r: 'ADMIN' }, { token: sysadmin.token })]);
    expect(revoked.errors).toBeUndefined();
    expect(codeOf(await h.gql(USERS, {}, { token: again.token }))).toBe('FORBIDDEN');
  });

  it('ADMIN may not grant or remove SYSADMIN or ADMIN (FORBIDDEN, nothing changed)', async () => {
    const target = await buildUser(h.db, { roles: ['USER', 'ADMIN'] });
    for (const [query, role] of [[GRANT, 'SYSADMIN'], [REVOKE, 'ADMIN'], [GRANT, 'ADMIN']] as const) {
      expect(codeOf(await h.gql(query, { u: target.id, r: role }, { token: admin.token }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await h.gql(REVOKE, { u: admin.user.id, r: 'ADMIN' }, { token: admin.token }))).toBe('FORBIDDEN');
    expect(await rolesOf(h.db, target.id)).toEqual(['ADMIN', 'USER']);
    expect(await rolesOf(h.db, admin.user.id)).toEqual(['ADMIN']);
    expect(await auditOfUser(h.db, target.id)).toEqual([]);
  });

  it('nobody removes their own SYSADMIN or ADMIN role (CONFLICT)', async () => {
    const both = await h.signIn(['SYSADMIN', 'ADMIN']);
    for (const role of ['SYSADMIN', 'ADMIN']) {
      const res = await h.gql(REVOKE, { u: both.user.id, r: role }, { token: both.token });
      expect(codeOf(res)).toBe('CONFLICT');
      expect(res.errors![0].message).toMatch(/^No puede quitarse su propio rol/);
    }
    expect(await rolesOf(h.db, both.user.id)).toEqual(['ADMIN', 'SYSADMIN']);
    expect((await h.gql(REVOKE, { u: both.user.id, r: 'USER' }, { token: both.token })).errors).toBeUndefined();
  });

  it('answers NOT_FOUND for an unknown person and BAD_USER_INPUT for a malformed id', async () => {
    expect(codeOf(await h.gql(GRANT, { u: UNKNOWN, r: 'TESORERIA' }, { token: admin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(REVOKE, { u: UNKNOWN, r: 'USER' }, { token: sysadmin.token }))).toBe('NOT_FOUND');
    const bad = await h.gql(GRANT, { u: 'abc', r: 'TESORERIA' }, { token: admin.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    // Refused by the input net before the service: the message is the net's, on the same field.
    expect(bad.errors![0].extensions!.fields).toEqual({ userId: 'El identificador no es válido.' });
    expect((await h.gql(GRANT, { u: admin.user.id, r: 'JEFE' }, { token: admin.token })).errors).toBeDefined();
  });
});

describe('setUserEnabled', () => {
  it('disabling ends the sessions at once and refuses sign-in; enabling allows it again', async () => {
    const target = await h.signIn('USER');
    const { refreshToken } = await h.login(target.user.email);
    const res = await h.gql(ENABLE, { u: target.user.id, e: false }, { token: admin.token });
    expect(res).toMatchObject({ data: { setUserEnabled: { id: target.user.id, enabled: false } } });
    expect(codeOf(await h.gql(ME, {}, { token: target.token }))).toBe('UNAUTHENTICATED');
    const refreshed = await h.gql('mutation ($r: String!) { refreshToken(refreshToken: $r) { token } }', { r: refreshToken });
    expect(codeOf(refreshed)).toBe('UNAUTHENTICATED');
    const open = await h.db.select().from(sessions).where(eq(sessions.userId, target.user.id));
    expect(open.map((s) => s.revokedReason)).toEqual(['ACCOUNT_DISABLED', 'ACCOUNT_DISABLED']);
    await expect(h.login(target.user.email)).rejects.toThrow(/deshabilitada/);

    expect((await h.gql(ENABLE, { u: target.user.id, e: true }, { token: admin.token })).errors).toBeUndefined();
    const { token } = await h.login(target.user.email);
    expect((await h.gql(ME, {}, { token })).errors).toBeUndefined();
    expect((await auditOfUser(h.db, target.user.id)).map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      ['user.disabled', admin.user.id, { enabled: true }, { enabled: false }],
      ['user.enabled', admin.user.id, { enabled: false }, { enabled: true }],
    ]);
  });

  it('nobody disables themselves (CONFLICT); ADMIN may not touch an administrator\'s account', async () => {
    const res = await h.gql(ENABLE, { u: sysadmin.user.id, e: false }, { token: sysadmin.token });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toBe('No puede deshabilitar su propia cuenta.');
    expect(codeOf(await h.gql(ENABLE, { u: sysadmin.user.id, e: false }, { token: admin.token }))).toBe('FORBIDDEN');
    const [row] = await h.db.select({ enabled: users.enabled }).from(users).where(eq(users.id, sysadmin.user.id));
    expect(row.enabled).toBe(true);
    expect((await h.gql(ME, {}, { token: sysadmin.token })).errors).toBeUndefined();
    const otherAdmin = await buildUser(h.db, { roles: ['ADMIN'] });
    expect((await h.gql(ENABLE, { u: otherAdmin.id, e: false }, { token: sysadmin.token })).errors).toBeUndefined();
  });

  it('answers NOT_FOUND and BAD_USER_INPUT', async () => {
    expect(codeOf(await h.gql(ENABLE, { u: UNKNOWN, e: false }, { token: admin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ENABLE, { u: '12', e: false }, { token: admin.token }))).toBe('BAD_USER_INPUT');
  });
});

describe('sendRecoveryEmail', () => {
  it('sends the recovery e-mail and writes the audit entry', async () => {
    const target = await buildUser(h.db);
    const res = await h.gql(RECOVER, { u: target.id }, { token: admin.token });
    expect(res).toMatchObject({ data: { sendRecoveryEmail: true } });
    await h.flushMail();
    const mail = h.smtp.to(target.email).find((m) => m.subject === 'Recuperación de contraseña');
    expect(mail?.text).toContain('/recuperacion/');
    expect((await auditOfUser(h.db, target.id)).map((a) => [a.action, a.actorId, a.after])).toEqual([['user.recoveryEmail.sent', admin.user.id, { email: target.email }]]);
  });

  it('nobody grants a global role to themselves (SYSADMIN nor ADMIN): FORBIDDEN, nothing stored or audited; removing is unchanged', async () => {
    for (const [roles, granted] of [
      [['SYSADMIN'], ['ADMIN', 'TESORERIA', 'USER']],
      [['ADMIN'], ['TESORERIA', 'USER']],
    ] as [GlobalRole[], GlobalRole[]][]) {
      const actor = await h.signIn(roles);
      for (const role of granted) {
        const res = await h.gql(GRANT, { u: actor.user.id, r: role }, { token: actor.token });
        expect(codeOf(res), `${roles.join('+')} → ${role}`).toBe('FORBIDDEN');
        expect(res.errors![0].message).toBe('Nadie puede otorgarse un rol a sí mismo: debe hacerlo otra persona con permisos.');
      }
      expect(await rolesOf(h.db, actor.user.id)).toEqual(roles);
      expect(await auditOfUser(h.db, actor.user.id)).toEqual([]);
    }
    // The detail view offers no role to grant on one's own account.
    const detail = await h.gql<{ user: { permissions: { grantableRoles: string[] } } }>('query ($u: ID!) { user(id: $u) { permissions { grantableRoles } } }', { u: sysadmin.user.id }, { token: sysadmin.token });
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.user.permissions.grantableRoles).toEqual([]);
  });

  it('refuses a disabled account (CONFLICT), an unknown one (NOT_FOUND) and a malformed id', async () => {
    const target = await buildUser(h.db, { enabled: false });
    expect(codeOf(await h.gql(RECOVER, { u: target.id }, { token: admin.token }))).toBe('CONFLICT');
    expect(codeOf(await h.gql(RECOVER, { u: UNKNOWN }, { token: admin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(RECOVER, { u: 'x' }, { token: admin.token }))).toBe('BAD_USER_INPUT');
    await h.flushMail();
    expect(h.smtp.to(target.email)).toEqual([]);
    expect(await auditOfUser(h.db, target.id)).toEqual([]);
  });
});

describe('who may do it', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['grantRole', GRANT, { r: 'SYSADMIN' }],
    ['revokeRole', REVOKE, { r: 'USER' }],
    ['setUserEnabled', ENABLE, { e: false }],
    ['sendRecoveryEmail', RECOVER, {}],
  ];

  it.each(operations)('%s: UNAUTHENTICATED without a session; FORBIDDEN for USER and TESORERIA, and nothing changes', async (_name, query, vars) => {
    const target = await h.signIn('USER');
    expect(codeOf(await h.gql(query, { u: target.user.id, ...vars }))).toBe('UNAUTHENTICATED');
    for (const roles of [['USER'], ['TESORERIA']] as GlobalRole[][]) {
      const actor = await h.signIn(roles);
      const res = await h.gql(query, { u: target.user.id, ...vars }, { token: actor.token });
      expect(codeOf(res)).toBe('FORBIDDEN');
      expect(res.data).toBeNull();
      const self = await h.gql(query, { u: actor.user.id, ...vars }, { token: actor.token });
      expect(codeOf(self)).toBe('FORBIDDEN');
      expect(await rolesOf(h.db, actor.user.id)).toEqual(roles);
    }
    expect(await rolesOf(h.db, target.user.id)).toEqual(['USER']);
    expect((await h.gql(ME, {}, { token: target.token })).errors).toBeUndefined();
    expect(await auditOfUser(h.db, target.user.id)).toEqual([]);
    await h.flushMail();
    expect(h.smtp.to(target.user.email)).toEqual([]);
  });
});
