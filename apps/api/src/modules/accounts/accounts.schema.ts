import { conferenceRoles, globalRoles } from '@portal/domain/roles';
import { builder } from '../../graphql/builder';
import { getMe, type MeShape } from './accounts.service';

export const GlobalRoleEnum = builder.enumType('GlobalRole', { values: globalRoles });
export const ConferenceRoleKindEnum = builder.enumType('ConferenceRoleKind', { values: conferenceRoles });

type Ref = { id: number; name: string };
const ConferenceRef = builder.objectRef<Ref>('ConferenceRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});
const ThematicAreaRef = builder.objectRef<Ref>('ThematicAreaRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});
const MembershipCategoryRef = builder.objectRef<Ref>('MembershipCategoryRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ConferenceRole = builder.objectRef<MeShape['conferenceRoles'][number]>('ConferenceRole').implement({
  fields: (t) => ({
    role: t.expose('role', { type: ConferenceRoleKindEnum }),
    conference: t.field({ type: ConferenceRef, resolve: (r) => r.conference }),
    thematicArea: t.field({ type: ThematicAreaRef, nullable: true, resolve: (r) => r.thematicArea }),
  }),
});

export const Membership = builder.objectRef<NonNullable<MeShape['activeMembership']>>('Membership').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    year: t.exposeInt('year'),
    terminatedMember: t.exposeBoolean('terminatedMember'),
    created: t.string({ description: 'ISO 8601 UTC.', resolve: (m) => m.created.toISOString() }),
    category: t.field({ type: MembershipCategoryRef, resolve: (m) => m.category }),
    paid: t.exposeBoolean('paid', { description: "Whether the year's charge is paid." }),
  }),
});

const Me = builder.objectRef<MeShape>('Me').implement({
  description: 'The signed-in person: account, roles and this year\'s membership.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    document: t.exposeString('document'),
    roles: t.expose('roles', { type: [GlobalRoleEnum] }),
    conferenceRoles: t.field({ type: [ConferenceRole], resolve: (m) => m.conferenceRoles }),
    activeMembership: t.field({ type: Membership, nullable: true, resolve: (m) => m.activeMembership }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: Me,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => getMe(ctx.database.db, ctx.viewer!),
  }),
}));
