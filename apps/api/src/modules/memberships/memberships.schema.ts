// GraphQL types and fields of the memberships domain.
import { membershipState } from '@portal/domain/memberships';
import { builder } from '../../graphql/builder';
import type { Context } from '../../graphql/context';
import { chargeFields } from '../../graphql/shared-fields';
import { listArgFields, pageType } from '../../graphql/pagination';
import { MembershipStateEnum } from '../../graphql/enums';
import { Membership, MembershipPermissionsRef } from '../../graphql/refs';
import { membershipPermissions } from './memberships.rules';
import { membershipById, type ChargeView, type MembershipView } from './memberships.read';
import { asociate, currentYear, myMemberships, terminateMembership, updateMembership, type Registration } from './memberships.service';
import { confirmRegistration, register } from './signup.service';
import './categories.schema';

type Parent = { id: number; userId: string; year: number; terminatedMember: boolean; category: { id: number; name: string } };
const loaded = new WeakMap<Context, Map<number, Promise<MembershipView | undefined>>>();

/** `me.activeMembership` carries fewer fields than this module's lists: load the rest once per request. */
function full(ctx: Context, m: Parent): Promise<MembershipView | undefined> | MembershipView {
  if ('isStudent' in m.category && 'charge' in m) return m as MembershipView;
  let cache = loaded.get(ctx);
  if (!cache) loaded.set(ctx, (cache = new Map()));
  let view = cache.get(m.id);
  if (!view) cache.set(m.id, (view = membershipById(ctx.database.db, m.id)));
  return view;
}

MembershipPermissionsRef.implement({
  description: 'What the viewer may do on this membership.',
  fields: (t) => ({
    canTerminate: t.exposeBoolean('canTerminate', { description: 'An ADMIN ends a current membership (not one of a year already over).' }),
    canUpdateCareer: t.exposeBoolean('canUpdateCareer', { description: "The member or an ADMIN sets the career on this year's membership." }),
  }),
});

const MembershipCharge = builder.objectRef<ChargeView>('MembershipCharge').implement({
  description: "A membership year's charge; the amount was fixed when it was created.",
  fields: (t) => ({
    ...chargeFields(t),
  }),
});

builder.objectFields(Membership, (t) => ({
  universityCareer: t.string({ nullable: true, resolve: async (m, _a, ctx) => (await full(ctx, m))?.universityCareer ?? null }),
  terminatedAt: t.string({ nullable: true, description: 'ISO 8601 UTC.', resolve: async (m, _a, ctx) => (await full(ctx, m))?.terminatedAt?.toISOString() ?? null }),
  studentCategory: t.boolean({ description: 'The category asks for the university career.', resolve: async (m, _a, ctx) => (await full(ctx, m))?.category.isStudent ?? false }),
  charge: t.field({ type: MembershipCharge, nullable: true, resolve: async (m, _a, ctx) => (await full(ctx, m))?.charge ?? null }),
  state: t.field({ type: MembershipStateEnum, resolve: (m) => membershipState(m, currentYear()) }),
  permissions: t.field({ type: MembershipPermissionsRef, resolve: (m, _a, ctx) => membershipPermissions(ctx.viewer, m, currentYear()) }),
}));

const MembershipPage = pageType('Membership', Membership);

const RegistrationRef = builder.objectRef<Registration>('Registration').implement({
  description: 'What /asociarse/{id} shows after joining.',
  fields: (t) => ({
    membershipId: t.exposeID('membershipId'),
    email: t.exposeString('email'),
    year: t.exposeInt('year'),
    categoryName: t.exposeString('categoryName'),
    amountCents: t.exposeInt('amountCents', { description: 'The charge of the year, ARS cents.' }),
  }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    document: t.string({ required: true }),
    password: t.string({ required: true }),
    dateBirth: t.string({ required: true, description: 'yyyy-mm-dd.' }),
    gender: t.string({ required: true }),
    principalContactNumber: t.string({ required: true }),
    categoryId: t.int({ required: true }),
    universityCareer: t.string({ required: false, description: 'Required when the category is a student one.' }),
    next: t.string({ required: false, description: 'A path of this portal (an inscription page, a dashboard screen) the confirmation link brings the person back to; any other value is ignored.' }),
  }),
});

builder.queryFields((t) => ({
  myMemberships: t.withAuth({ role: 'USER' }).field({
    type: MembershipPage,
    description: "The signed-in user's memberships with their charges, newest year first.",
    args: listArgFields(t.arg),
    resolve: (_root, args, ctx) => myMemberships(ctx, ctx.viewer, args),
  }),
}));

builder.mutationFields((t) => ({
  register: t.boolean({
    description:
      'Joining (/asociarse). Always answers true, whether or not the e-mail or document has an account: a new address gets a confirmation link (valid 24 h); an address with an account gets a notice instead.',
    authScopes: { public: true },
    args: { register: t.arg({ type: RegisterInput, required: true }) },
    resolve: (_root, args, ctx) => register(ctx, args.register, ctx.ip),
  }),
  confirmRegistration: t.field({
    type: RegistrationRef,
    description:
      "Follows the link of `register`: creates the account (role USER), basic personal data, this year's membership and its charge. BAD_USER_INPUT on `token` for a spent, expired or unknown link; CONFLICT on `document` (or `email`) when an account already uses it.",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => confirmRegistration(ctx, args),
  }),
  asociate: t.withAuth({ role: 'USER' }).field({
    type: Membership,
    description: "A signed-in user without this year's membership joins in a category.",
    args: { categoryId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => asociate(ctx, ctx.viewer, args),
  }),
  updateMembership: t.withAuth({ loggedIn: true }).field({
    type: Membership,
    description: "Sets the university career on the current membership: one's own, or anyone's for an ADMIN.",
    args: { universityCareer: t.arg.string({ required: true }), userId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) => updateMembership(ctx, ctx.viewer, { universityCareer: args.universityCareer, userId: args.userId ? String(args.userId) : null }),
  }),
  terminateMembership: t.withAuth({ role: 'ADMIN' }).field({
    type: Membership,
    description: 'Ends a membership: the member gets no later yearly charges.',
    args: { membershipId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => terminateMembership(ctx, ctx.viewer, args.membershipId),
  }),
}));
