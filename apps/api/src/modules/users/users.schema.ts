// GraphQL types and fields of the users domain (user administration and its audit trail).
import { membershipStatuses } from '@portal/domain/users';
import { builder } from '../../graphql/builder';
import { listArgFields, pageType } from '../../graphql/pagination';
import { ConferenceRef, ConferenceRoleKindEnum, GlobalRoleEnum, MembershipCategoryRef, ThematicAreaRef } from '../accounts/accounts.schema';
import { ChargeStatusEnum } from '../memberships/charges.schema';
import { MembershipPermissionsRef, MembershipStateEnum } from '../memberships/membership-types.schema';
import { grantRole, revokeRole, sendRecoveryEmail, setUserEnabled } from './users.actions';
import { getUserDetail, listUsers, type UserDetail, type UserListItem } from './users.service';

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

const AuditEntry = builder.objectRef<UserDetail['auditEntries'][number]>('AuditEntry').implement({
  description: 'One recorded action on this person.',
  fields: (t) => ({
    id: t.exposeID('id'),
    action: t.exposeString('action'),
    actionLabel: t.exposeString('actionLabel', { description: 'The action in Spanish.' }),
    actorName: t.exposeString('actorName', { nullable: true }),
    created: t.string({ description: 'ISO 8601 UTC.', resolve: (e) => e.createdAt.toISOString() }),
    summary: t.exposeString('summary', { description: 'Before → after, in Spanish.' }),
  }),
});

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
    auditEntries: t.field({ type: [AuditEntry], description: 'Newest first, at most 100.', resolve: (u) => u.auditEntries }),
    permissions: t.field({ type: UserPermissions, resolve: (u) => u.permissions }),
  }),
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
