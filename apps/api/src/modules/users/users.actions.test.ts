import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GlobalRole } from '@portal/domain/roles';
import { auditLog } from '../../db/schema/audit';
import { sessions } from '../../db/schema/sessions';
import { userRoles, users } from '../../db/schema/users';
import { codeOf, createHarness, type Harness } from '../../test/harness';

const GRANT = 'mutation ($u: ID!, $r: GlobalRole!) { grantRole(userId: $u, role: $r) { id roles auditEntries { action summary } } }';
const REVOKE = 'mutation ($u: ID!, $r: GlobalRole!) { revokeRole(userId: $u, role: $r) { id roles } }';
const ENABLE = 'mutation ($u: ID!, $e: Boolean!) { setUserEnabled(userId: $u, enabled: $e) { id enabled } }';
const RECOVER = 'mutation ($u: ID!) { sendRecoveryEmail(userId: $u) }';
const ME = '{ me { id } }';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let h: Harness;
let sysadmin: { id: string; token: string };
let admin: { id: string; token: string };

async function signedIn(roles: GlobalRole[]) {
  const u = await h.createUser({ roles });
  return { id: u.id, email: u.email, token: (await h.login(u.email)).token };
}
const rolesOf = async (userId: string) => (await h.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role).sort();
const auditOf = (userId: string) => h.db.select().from(auditLog).where(eq(auditLog.targetUserId, userId)).orderBy(auditLog.id);

beforeAll(async () => {
  h = await createHarness();
  sysadmin = await signedIn(['SYSADMIN']);
  admin = await signedIn(['ADMIN']);
});
beforeEach(() => h.smtp.clear());
afterAll(() => h.close());

describe('grantRole and revokeRole', () => {
  it('SYSADMIN grants and removes any global role; each change is audited with before and after', async () => {
    const target = await h.createUser();
    const res = await h.gql<{ grantRole: { roles: string[]; auditEntries: { action: string; summary: string }[] } }>(GRANT, { u: target.id, r: 'ADMIN' }, { token: sysadmin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.grantRole.roles).toEqual(['ADMIN', 'USER']);
    expect(res.data!.grantRole.auditEntries[0]).toEqual({ action: 'USER_ROLE_GRANTED', summary: 'Roles: Socio / usuario → Administrador, Socio / usuario' });
    const again = await h.gql(GRANT, { u: target.id, r: 'ADMIN' }, { token: sysadmin.token });
    expect(again.errors).toBeUndefined();
    expect(await h.gql(REVOKE, { u: target.id, r: 'USER' }, { token: sysadmin.token })).toMatchObject({ data: { revokeRole: { roles: ['ADMIN'] } } });
    expect(await rolesOf(target.id)).toEqual(['ADMIN']);
    const audit = await auditOf(target.id);
    expect(audit.map((a) => ({ actorId: a.actorId, action: a.action, targetType: a.targetType, targetId: a.targetId, before: a.before, after: a.after }))).toEqual([
      { actorId: sysadmin.id, action: 'USER_ROLE_GRANTED', targetType: 'user', targetId: target.id, before: { roles: ['USER'] }, after: { roles: ['ADMIN', 'USER'] } },
      { actorId: sysadmin.id, action: 'USER_ROLE_REVOKED', targetType: 'user', targetId: target.id, before: { roles: ['ADMIN', 'USER'] }, after: { roles: ['ADMIN'] } },
    ]);
    expect(audit[0].createdAt).toBeInstanceOf(Date);
  });

  it('ADMIN grants and removes TESORERIA and USER, and the new role works at once', async () => {
    const target = await signedIn(['USER']);
    expect(codeOf(await h.gql('{ users { total } }', {}, { token: target.token }))).toBe('FORBIDDEN');
    expect((await h.gql(GRANT, { u: target.id, r: 'TESORERIA' }, { token: admin.token })).errors).toBeUndefined();
    expect(await rolesOf(target.id)).toEqual(['TESORERIA', 'USER']);
    expect((await h.gql(REVOKE, { u: target.id, r: 'USER' }, { token: admin.token })).errors).toBeUndefined();
    expect(await rolesOf(target.id)).toEqual(['TESORERIA']);
    expect((await auditOf(target.id)).map((a) => a.action)).toEqual(['USER_ROLE_GRANTED', 'USER_ROLE_REVOKED']);
  });

  it('ADMIN may not grant or remove SYSADMIN or ADMIN (FORBIDDEN, nothing changed)', async () => {
    const target = await h.createUser({ roles: ['USER', 'ADMIN'] });
    for (const [query, role] of [[GRANT, 'SYSADMIN'], [REVOKE, 'ADMIN'], [GRANT, 'ADMIN']] as const) {
      expect(codeOf(await h.gql(query, { u: target.id, r: role }, { token: admin.token }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await h.gql(REVOKE, { u: admin.id, r: 'ADMIN' }, { token: admin.token }))).toBe('FORBIDDEN');
    expect(await rolesOf(target.id)).toEqual(['ADMIN', 'USER']);
    expect(await rolesOf(admin.id)).toEqual(['ADMIN']);
    expect(await auditOf(target.id)).toEqual([]);
  });

  it('nobody removes their own SYSADMIN or ADMIN role (CONFLICT)', async () => {
    const both = await signedIn(['SYSADMIN', 'ADMIN']);
    for (const role of ['SYSADMIN', 'ADMIN']) {
      const res = await h.gql(REVOKE, { u: both.id, r: role }, { token: both.token });
      expect(codeOf(res)).toBe('CONFLICT');
      expect(res.errors![0].message).toMatch(/^No puede quitarse su propio rol/);
    }
    expect(await rolesOf(both.id)).toEqual(['ADMIN', 'SYSADMIN']);
    expect((await h.gql(REVOKE, { u: both.id, r: 'USER' }, { token: both.token })).errors).toBeUndefined();
  });

  it('answers NOT_FOUND for an unknown person and BAD_USER_INPUT for a malformed id', async () => {
    expect(codeOf(await h.gql(GRANT, { u: UNKNOWN, r: 'TESORERIA' }, { token: admin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(REVOKE, { u: UNKNOWN, r: 'USER' }, { token: sysadmin.token }))).toBe('NOT_FOUND');
    const bad = await h.gql(GRANT, { u: 'abc', r: 'TESORERIA' }, { token: admin.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions!.fields).toEqual({ userId: 'El identificador de usuario no es válido' });
    expect((await h.gql(GRANT, { u: admin.id, r: 'JEFE' }, { token: admin.token })).errors).toBeDefined();
  });
});

describe('setUserEnabled', () => {
  it('disabling ends the sessions at once and refuses sign-in; enabling allows it again', async () => {
    const target = await signedIn(['USER']);
    const { refreshToken } = await h.login(target.email);
    const res = await h.gql(ENABLE, { u: target.id, e: false }, { token: admin.token });
    expect(res).toMatchObject({ data: { setUserEnabled: { id: target.id, enabled: false } } });
    expect(codeOf(await h.gql(ME, {}, { token: target.token }))).toBe('UNAUTHENTICATED');
    const refreshed = await h.gql('mutation ($r: String!) { refreshToken(refreshToken: $r) { token } }', { r: refreshToken });
    expect(codeOf(refreshed)).toBe('UNAUTHENTICATED');
    const open = await h.db.select().from(sessions).where(eq(sessions.userId, target.id));
    expect(open.map((s) => s.revokedReason)).toEqual(['ACCOUNT_DISABLED', 'ACCOUNT_DISABLED']);
    await expect(h.login(target.email)).rejects.toThrow(/deshabilitada/);

    expect((await h.gql(ENABLE, { u: target.id, e: true }, { token: admin.token })).errors).toBeUndefined();
    const { token } = await h.login(target.email);
    expect((await h.gql(ME, {}, { token })).errors).toBeUndefined();
    expect((await auditOf(target.id)).map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      ['USER_DISABLED', admin.id, { enabled: true }, { enabled: false }],
      ['USER_ENABLED', admin.id, { enabled: false }, { enabled: true }],
    ]);
  });

  it('nobody disables themselves (CONFLICT); ADMIN may not touch an administrator\'s account', async () => {
    const res = await h.gql(ENABLE, { u: sysadmin.id, e: false }, { token: sysadmin.token });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toBe('No puede deshabilitar su propia cuenta.');
    expect(codeOf(await h.gql(ENABLE, { u: sysadmin.id, e: false }, { token: admin.token }))).toBe('FORBIDDEN');
    const [row] = await h.db.select({ enabled: users.enabled }).from(users).where(eq(users.id, sysadmin.id));
    expect(row.enabled).toBe(true);
    expect((await h.gql(ME, {}, { token: sysadmin.token })).errors).toBeUndefined();
    const otherAdmin = await h.createUser({ roles: ['ADMIN'] });
    expect((await h.gql(ENABLE, { u: otherAdmin.id, e: false }, { token: sysadmin.token })).errors).toBeUndefined();
  });

  it('answers NOT_FOUND and BAD_USER_INPUT', async () => {
    expect(codeOf(await h.gql(ENABLE, { u: UNKNOWN, e: false }, { token: admin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ENABLE, { u: '12', e: false }, { token: admin.token }))).toBe('BAD_USER_INPUT');
  });
});

describe('sendRecoveryEmail', () => {
  it('sends the recovery e-mail and writes the audit entry', async () => {
    const target = await h.createUser();
    const res = await h.gql(RECOVER, { u: target.id }, { token: admin.token });
    expect(res).toMatchObject({ data: { sendRecoveryEmail: true } });
    await h.flushMail();
    const mail = h.smtp.to(target.email).find((m) => m.subject === 'Recuperación de contraseña');
    expect(mail?.text).toContain('/recuperacion/');
    expect((await auditOf(target.id)).map((a) => [a.action, a.actorId, a.after])).toEqual([['USER_RECOVERY_EMAIL_SENT', admin.id, { email: target.email }]]);
  });

  it('refuses a disabled account (CONFLICT), an unknown one (NOT_FOUND) and a malformed id', async () => {
    const target = await h.createUser({ enabled: false });
    expect(codeOf(await h.gql(RECOVER, { u: target.id }, { token: admin.token }))).toBe('CONFLICT');
    expect(codeOf(await h.gql(RECOVER, { u: UNKNOWN }, { token: admin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(RECOVER, { u: 'x' }, { token: admin.token }))).toBe('BAD_USER_INPUT');
    await h.flushMail();
    expect(h.smtp.to(target.email)).toEqual([]);
    expect(await auditOf(target.id)).toEqual([]);
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
    const target = await signedIn(['USER']);
    expect(codeOf(await h.gql(query, { u: target.id, ...vars }))).toBe('UNAUTHENTICATED');
    for (const roles of [['USER'], ['TESORERIA']] as GlobalRole[][]) {
      const actor = await signedIn(roles);
      const res = await h.gql(query, { u: target.id, ...vars }, { token: actor.token });
      expect(codeOf(res)).toBe('FORBIDDEN');
      expect(res.data).toBeNull();
      const self = await h.gql(query, { u: actor.id, ...vars }, { token: actor.token });
      expect(codeOf(self)).toBe('FORBIDDEN');
      expect(await rolesOf(actor.id)).toEqual(roles);
    }
    expect(await rolesOf(target.id)).toEqual(['USER']);
    expect((await h.gql(ME, {}, { token: target.token })).errors).toBeUndefined();
    expect(await auditOf(target.id)).toEqual([]);
    await h.flushMail();
    expect(h.smtp.to(target.email)).toEqual([]);
  });
});
