// GraphQL types and fields of the users domain (user administration and its audit trail).
import { roleGenderOf } from '@portal/domain/roles';
import { membershipStatuses } from '@portal/domain/users';
import { builder } from '../../graphql/builder';
import { listArgFields, pageType } from '../../graphql/pagination';
import { ChargeStatusEnum, ConferenceRoleKindEnum, GlobalRoleEnum, MembershipStateEnum, RoleGenderEnum } from '../../graphql/enums';
import { ConferenceRef, MembershipCategoryRef, MembershipPermissionsRef, ThematicAreaRef } from '../../graphql/refs';
import { ExportAnswerRef, ExportFormatEnum } from '../../graphql/exports';
import { requestExport } from '../../platform/exports/exports';
import { generatedFiles } from '../files/files.service';
import { usersExport } from './users.export';
import { grantRole, revokeRole, sendRecoveryEmail, setUserEnabled } from './users.actions';
import { getUserDetail, listUsers, type UserDetail, type UserListItem } from './users.read';
import { listAuditEntries, type AuditEntryView } from './audit.read';
import type { AuditChange } from '@portal/domain/audit-changes';

/** SYSADMIN or ADMIN: an object of scopes passes when any of them passes. */
const userAdmins = { role: 'SYSADMIN', $any: { role: 'ADMIN' } } as const;

const UserMembershipStatusEnum = builder.enumType('UserMembershipStatus', {
  description: "This year's membership: UP_TO_DATE (Al día), OWING (Con deuda), NONE (Sin membresía).",
  values: membershipStatuses,
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;

/** What the list row and the detail both show of a person, in this order. */
function userSummaryFields<U extends Omit<UserListItem, 'membershipStatus'>>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, U>) {
  return {
    id: t.id({ resolve: (u) => u.id }),
    firstName: t.string({ resolve: (u) => u.firstName }),
    lastName: t.string({ resolve: (u) => u.lastName }),
    email: t.string({ resolve: (u) => u.email }),
    document: t.string({ resolve: (u) => u.document }),
    enabled: t.boolean({ resolve: (u) => u.enabled }),
    created: t.string({ description: 'ISO 8601 UTC.', resolve: (u) => u.createdAt.toISOString() }),
    roles: t.field({ type: [GlobalRoleEnum], resolve: (u) => u.roles }),
    roleGender: t.field({ type: RoleGenderEnum, nullable: true, description: 'What the names of their roles follow (never the gender itself).', resolve: (u) => roleGenderOf(u.gender) }),
  };
}

const UserListItemRef = builder.objectRef<UserListItem>('UserListItem').implement({
  fields: (t) => ({
    ...userSummaryFields(t),
    membershipStatus: t.expose('membershipStatus', { type: UserMembershipStatusEnum }),
  }),
});
const UserPage = pageType('User', UserListItemRef);


const UserConferenceRole = builder.objectRef<UserDetail['conferenceRoles'][number]>('UserConferenceRole').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    role: t.expose('role', { type: ConferenceRoleKindEnum }),
    conference: t.field({ type: ConferenceRef, resolve: (r) => r.conference }),
    thematicArea: t.field({ type: ThematicAreaRef, nullable: true, resolve: (r) => r.thematicArea }),
  }),
});

const UserMembership = builder.objectRef<UserDetail['memberships'][number]>('UserMembership').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    year: t.exposeInt('year'),
    terminatedMember: t.exposeBoolean('terminatedMember'),
    state: t.expose('state', { type: MembershipStateEnum }),
    category: t.field({ type: MembershipCategoryRef, resolve: (m) => m.category }),
    permissions: t.field({ type: MembershipPermissionsRef, resolve: (m) => m.permissions }),
  }),
});

const UserCharge = builder.objectRef<UserDetail['charges'][number]>('UserCharge').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    description: t.exposeString('description'),
    amountCents: t.exposeInt('amountCents', { description: 'ARS cents.' }),
    status: t.expose('status', { type: ChargeStatusEnum }),
    created: t.string({ description: 'ISO 8601 UTC.', resolve: (c) => c.createdAt.toISOString() }),
  }),
});

const AuditChangeRef = builder.objectRef<AuditChange>('AuditChange').implement({
  description: 'One field an audit entry changed, labelled, with its values in local formats (money, Buenos Aires dates, Spanish state names).',
  fields: (t) => ({
    field: t.exposeString('field'),
    label: t.exposeString('label', { description: 'The field in Spanish.' }),
    before: t.exposeString('before', { nullable: true, description: 'Null when the entry has no earlier value (something created).' }),
    after: t.exposeString('after', { nullable: true, description: 'Null when the entry has no later value (something removed).' }),
  }),
});

const AuditEntry = builder.objectRef<AuditEntryView>('AuditEntry').implement({
  description: 'One recorded action, as a Spanish sentence with its changes.',
  fields: (t) => ({
    id: t.exposeID('id'),
    action: t.exposeString('action'),
    sentence: t.exposeString('sentence', { description: '"Ana Domínguez otorgó un rol."' }),
    actorName: t.exposeString('actorName', { nullable: true }),
    targetUserId: t.exposeID('targetUserId', { nullable: true, description: 'The person the entry is about, when it is about one.' }),
    targetName: t.exposeString('targetName', { nullable: true }),
    created: t.string({ description: 'ISO 8601 UTC.', resolve: (e) => e.createdAt.toISOString() }),
    createdText: t.exposeString('createdText', { description: 'dd/mm/aaaa hh:mm, Buenos Aires time.' }),
    changes: t.field({ type: [AuditChangeRef], resolve: (e) => e.changes }),
  }),
});
const AuditEntryPage = pageType('AuditEntry', AuditEntry);

const UserPermissions = builder.objectRef<UserDetail['permissions']>('UserPermissions').implement({
  description: 'What the viewer may do on this account.',
  fields: (t) => ({
    grantableRoles: t.expose('grantableRoles', { type: [GlobalRoleEnum] }),
    revocableRoles: t.expose('revocableRoles', { type: [GlobalRoleEnum] }),
    canManageRoles: t.exposeBoolean('canManageRoles', { description: 'Some role can be granted or removed.' }),
    canSetEnabled: t.exposeBoolean('canSetEnabled'),
    canSendRecoveryEmail: t.exposeBoolean('canSendRecoveryEmail'),
    canEditProfile: t.exposeBoolean('canEditProfile', { description: 'Personal, professional and academic data (userProfile, updateUser*Info).' }),
  }),
});

const UserDetailRef = builder.objectRef<UserDetail>('UserDetail').implement({
  fields: (t) => ({
    ...userSummaryFields(t),
    conferenceRoles: t.field({ type: [UserConferenceRole], resolve: (u) => u.conferenceRoles }),
    memberships: t.field({ type: [UserMembership], resolve: (u) => u.memberships }),
    charges: t.field({ type: [UserCharge], resolve: (u) => u.charges }),
    permissions: t.field({ type: UserPermissions, resolve: (u) => u.permissions }),
  }),
});

const auditArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  ...listArgFields(t.arg),
  kind: t.arg.string({ required: false }),
  from: t.arg.string({ required: false }),
  to: t.arg.string({ required: false }),
});

builder.queryFields((t) => ({
  users: t.withAuth(userAdmins).field({
    type: UserPage,
    description: 'People, for SYSADMIN and ADMIN. sort: name | email | created.',
    args: {
      ...listArgFields(t.arg),
      role: t.arg({ type: GlobalRoleEnum, required: false }),
      membershipStatus: t.arg({ type: UserMembershipStatusEnum, required: false }),
    },
    resolve: (_root, args, ctx) => listUsers(ctx.database.db, args),
  }),
  userAuditEntries: t.withAuth(userAdmins).field({
    type: AuditEntryPage,
    description: "A person's audit trail, newest first. kind: one of auditKinds (packages/domain/src/audit.ts); from/to: Buenos Aires days (yyyy-mm-dd), inclusive.",
    args: { ...auditArgs(t), userId: t.arg.id({ required: true }) },
    resolve: (_root, { userId, ...args }, ctx) => listAuditEntries(ctx.database.db, args, String(userId)),
  }),
  auditLog: t.withAuth({ role: 'SYSADMIN' }).field({
    type: AuditEntryPage,
    description: 'The whole audit log, for SYSADMIN, newest first; the same filters as userAuditEntries, and search by who acted or the person concerned.',
    args: auditArgs(t),
    resolve: (_root, args, ctx) => listAuditEntries(ctx.database.db, args),
  }),
  user: t.withAuth(userAdmins).field({
    type: UserDetailRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getUserDetail(ctx.database.db, ctx.viewer, String(args.id)),
  }),
}));

const roleArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  userId: t.arg.id({ required: true }),
  role: t.arg({ type: GlobalRoleEnum, required: true }),
});

builder.mutationFields((t) => ({
  exportUsers: t.withAuth(userAdmins).field({
    type: ExportAnswerRef,
    nullable: false,
    description: 'The Usuarios list (its search and filters) as a file, for the viewer; audited.',
    args: {
      format: t.arg({ type: ExportFormatEnum, required: true }),
      search: t.arg.string({ required: false }),
      role: t.arg({ type: GlobalRoleEnum, required: false }),
      membershipStatus: t.arg({ type: UserMembershipStatusEnum, required: false }),
    },
    resolve: (_root, { format, ...filters }, ctx) => requestExport(ctx, generatedFiles(ctx), usersExport, ctx.viewer.id, { format, filters }),
  }),
  grantRole: t.withAuth(userAdmins).field({
    type: UserDetailRef,
    description: 'SYSADMIN grants any global role; ADMIN only TESORERIA and USER.',
    args: roleArgs(t),
    resolve: (_root, args, ctx) => grantRole(ctx, ctx.viewer, { userId: String(args.userId), role: args.role }),
  }),
  revokeRole: t.withAuth(userAdmins).field({
    type: UserDetailRef,
    description: 'SYSADMIN removes any global role; ADMIN only TESORERIA and USER; never one\'s own SYSADMIN or ADMIN.',
    args: roleArgs(t),
    resolve: (_root, args, ctx) => revokeRole(ctx, ctx.viewer, { userId: String(args.userId), role: args.role }),
  }),
  setUserEnabled: t.withAuth(userAdmins).field({
    type: UserDetailRef,
    description: 'Disabling ends every session of the person at once.',
    args: { userId: t.arg.id({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setUserEnabled(ctx, ctx.viewer, { userId: String(args.userId), enabled: args.enabled }),
  }),
  sendRecoveryEmail: t.withAuth(userAdmins).field({
    type: 'Boolean',
    description: 'Sends the person the password recovery e-mail.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => sendRecoveryEmail(ctx, ctx.viewer, { userId: String(args.userId) }),
  }),
}));
