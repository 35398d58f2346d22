import { accountFields } from '../../graphql/account-fields';
import { builder } from '../../graphql/builder';
import { ConferenceRoleKindEnum, GlobalRoleEnum } from '../../graphql/enums';
import { ConferenceRef, Membership, MembershipCategoryRef, ThematicAreaRef } from '../../graphql/refs';
import { viewerPermissions, type ViewerPermissions } from './accounts.rules';
import { genderOf, getMe, type MeShape } from './accounts.service';
import { confirmEmailChange } from './email-change.service';

const ConferenceRole = builder.objectRef<MeShape['conferenceRoles'][number]>('ConferenceRole').implement({
  fields: (t) => ({
    role: t.expose('role', { type: ConferenceRoleKindEnum }),
    conference: t.field({ type: ConferenceRef, resolve: (r) => r.conference }),
    thematicArea: t.field({ type: ThematicAreaRef, nullable: true, resolve: (r) => r.thematicArea }),
  }),
});

Membership.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    year: t.exposeInt('year'),
    terminatedMember: t.exposeBoolean('terminatedMember'),
    created: t.string({ description: 'ISO 8601 UTC.', resolve: (m) => m.created.toISOString() }),
    category: t.field({ type: MembershipCategoryRef, resolve: (m) => m.category }),
    paid: t.exposeBoolean('paid', { description: "Whether the year's charge is paid." }),
  }),
});

const ViewerPermissionsRef = builder.objectRef<ViewerPermissions>('ViewerPermissions').implement({
  description: 'What the signed-in person may open; the web app shows only these links.',
  fields: (t) => ({
    canViewMemberships: t.exposeBoolean('canViewMemberships', { description: 'Mis membresías (role USER).' }),
    canManageUsers: t.exposeBoolean('canManageUsers'),
    canManageNews: t.exposeBoolean('canManageNews', { description: 'News of the association and the congress, and the journal.' }),
    canManageCatalogues: t.exposeBoolean('canManageCatalogues'),
    canManageMembershipCategories: t.exposeBoolean('canManageMembershipCategories', { description: 'Categories and yearly charges.' }),
  }),
});

const Me = builder.objectRef<MeShape>('Me').implement({
  description: 'The signed-in person: account, roles and this year\'s membership.',
  fields: (t) => ({
    ...accountFields(t),
    roles: t.expose('roles', { type: [GlobalRoleEnum] }),
    gender: t.string({ nullable: true, description: 'From the personal data (FEMENINO, MASCULINO, ...), for role names; read only when asked.', resolve: (m, _a, ctx) => genderOf(ctx.database.db, m.id) }),
    conferenceRoles: t.field({ type: [ConferenceRole], resolve: (m) => m.conferenceRoles }),
    activeMembership: t.field({ type: Membership, nullable: true, resolve: (m) => m.activeMembership }),
    permissions: t.withAuth({ loggedIn: true }).field({ type: ViewerPermissionsRef, resolve: (_m, _a, ctx) => viewerPermissions(ctx.viewer) }),
  }),
});

builder.queryFields((t) => ({
  me: t.withAuth({ loggedIn: true }).field({
    type: Me,
    resolve: (_root, _args, ctx) => getMe(ctx.database.db, ctx.viewer),
  }),
}));

const EmailChangeResult = builder.objectRef<{ email: string }>('EmailChangeResult').implement({
  description: 'The e-mail the account uses now.',
  fields: (t) => ({ email: t.exposeString('email') }),
});

builder.mutationFields((t) => ({
  confirmEmailChange: t.field({
    type: EmailChangeResult,
    description:
      "Follows the link mailed to the new address: applies the e-mail, tells the old address, ends the user's other sessions (the one that asked stays). BAD_USER_INPUT on `token` for a spent, expired or unknown link.",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => confirmEmailChange(ctx, args),
  }),
}));
