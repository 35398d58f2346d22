import { builder } from '../../graphql/builder';
import { listArgFields, pageType } from '../../graphql/pagination';
import { activeCategories, categoryPage, createCategory, deleteCategory, updateCategory, type Category, type CategoryRow } from './categories.service';
import { generateMembershipCharges } from './charges.service';
import { categoryPermissions } from './memberships.rules';

const MembershipCategory = builder.objectRef<Category>('MembershipCategory').implement({
  description: 'A category members join in, with its yearly fee.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    yearlyFeeCents: t.exposeInt('yearlyFeeCents', { description: 'ARS cents.' }),
    isStudent: t.exposeBoolean('isStudent', { description: 'Asks for the university career.' }),
  }),
});

const CategoryPermissions = builder.objectRef<ReturnType<typeof categoryPermissions>>('MembershipCategoryPermissions').implement({
  description: 'What the viewer may do on a category: delete only while no membership uses it.',
  fields: (t) => ({ canEdit: t.exposeBoolean('canEdit'), canDelete: t.exposeBoolean('canDelete') }),
});

const MembershipCategoryRow = builder.objectRef<CategoryRow>('MembershipCategoryRow').implement({
  description: 'A category as ADMIN manages it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    yearlyFeeCents: t.exposeInt('yearlyFeeCents', { description: 'ARS cents.' }),
    isStudent: t.exposeBoolean('isStudent'),
    active: t.exposeBoolean('active'),
    membershipCount: t.exposeInt('membershipCount', { description: 'Memberships in this category (any year).' }),
    permissions: t.field({ type: CategoryPermissions, resolve: (c, _a, ctx) => categoryPermissions(ctx.viewer, c) }),
  }),
});

const MembershipCategoryRowPage = pageType('MembershipCategoryRow', MembershipCategoryRow);

const MembershipCategoryInput = builder.inputType('MembershipCategoryInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    yearlyFeeCents: t.int({ required: true, description: 'ARS cents.' }),
    isStudent: t.boolean({ required: true }),
    active: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  membershipCategories: t.field({
    type: [MembershipCategory],
    description: 'Active categories with their yearly fee (public: the joining form).',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => activeCategories(ctx.database.db),
  }),
  membershipCategoryList: t.withAuth({ role: 'ADMIN' }).field({
    type: MembershipCategoryRowPage,
    description: 'Every category, with how many memberships use it (ADMIN).',
    args: listArgFields(t.arg),
    resolve: (_root, args, ctx) => categoryPage(ctx.database.db, args),
  }),
}));

builder.mutationFields((t) => ({
  createMembershipCategory: t.withAuth({ role: 'ADMIN' }).field({
    type: MembershipCategoryRow,
    args: { data: t.arg({ type: MembershipCategoryInput, required: true }) },
    resolve: (_root, args, ctx) => createCategory(ctx, ctx.viewer, args.data),
  }),
  updateMembershipCategory: t.withAuth({ role: 'ADMIN' }).field({
    type: MembershipCategoryRow,
    description: 'A new fee applies to charges created afterwards; existing charges keep their amount.',
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: MembershipCategoryInput, required: true }) },
    resolve: (_root, args, ctx) => updateCategory(ctx, ctx.viewer, args.id, args.data),
  }),
  deleteMembershipCategory: t.withAuth({ role: 'ADMIN' }).boolean({
    description: 'Only when no membership uses it (else CONFLICT); deactivate it instead.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteCategory(ctx, ctx.viewer, args.id),
  }),
  generateMembershipCharges: t.withAuth({ role: 'ADMIN' }).int({
    description: "Creates next year's membership and charge for every member of year-1 not terminated; returns how many.",
    args: { year: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => generateMembershipCharges(ctx, ctx.viewer, args),
  }),
}));
