// GraphQL types and fields of the congress editions and their staff roles.
import { builder } from '../../graphql/builder';
import { conferenceFactFields } from '../../graphql/shared-fields';
import { ConferenceRoleKindEnum, RoleGenderEnum, SubmissionTypeEnum } from '../../graphql/enums';
import { roleGenderOf } from '@portal/domain/roles';
import { listArgFields, pageType } from '../../graphql/pagination';
import { InscriptionCategoryRef, Person, ThematicAreaRef } from '../../graphql/refs';
import { conferencePermissions } from './conferences.rules';
import {
  createConference,
  currentConference,
  deleteConference,
  getConference,
  listConferences,
  setCurrentConference,
  updateConference,
  type ConferenceRow,
  type SubmissionWindow,
} from './conferences.service';
import {
  grantConferenceRole,
  listConferenceStaff,
  revokeConferenceRole,
  staffCandidates,
  type StaffMember,
  type StaffRole,
} from './conference-roles.service';

const SubmissionWindowRef = builder.objectRef<SubmissionWindow>('SubmissionWindow').implement({
  description: 'When proposals of one type may be submitted (dates inclusive, yyyy-mm-dd).',
  fields: (t) => ({
    type: t.expose('type', { type: SubmissionTypeEnum }),
    opensOn: t.exposeString('opensOn'),
    closesOn: t.exposeString('closesOn'),
  }),
});

InscriptionCategoryRef.implement({
  description: 'An inscription category of an edition; fees in integer cents (ARS).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    memberFeeCents: t.exposeInt('memberFeeCents'),
    nonMemberFeeCents: t.exposeInt('nonMemberFeeCents'),
    isStudent: t.exposeBoolean('isStudent'),
  }),
});

const ConferencePermissions = builder.objectRef<ReturnType<typeof conferencePermissions>>('ConferencePermissions').implement({
  description: 'What the viewer may do on an edition.',
  fields: (t) => ({
    canEdit: t.exposeBoolean('canEdit'),
    canDelete: t.exposeBoolean('canDelete'),
    canMakeCurrent: t.exposeBoolean('canMakeCurrent'),
    canManageStaff: t.exposeBoolean('canManageStaff'),
  }),
});

export const Conference = builder.objectRef<ConferenceRow>('Conference').implement({
  description: 'An edition of the congress. Dates are yyyy-mm-dd.',
  fields: (t) => ({
    ...conferenceFactFields(t),
    isCurrent: t.exposeBoolean('isCurrent'),
    abstractMaxWords: t.exposeInt('abstractMaxWords'),
    keywordsMin: t.exposeInt('keywordsMin'),
    keywordsMax: t.exposeInt('keywordsMax'),
    authorsMax: t.exposeInt('authorsMax'),
    panelPapersMin: t.exposeInt('panelPapersMin'),
    panelPapersMax: t.exposeInt('panelPapersMax'),
    maxFileMb: t.exposeInt('maxFileMb'),
    windows: t.field({ type: [SubmissionWindowRef], resolve: (c) => c.windows }),
    finalVersionOpensOn: t.exposeString('finalVersionOpensOn', { nullable: true, description: 'The «versión final» window (inclusive): authors of accepted items upload their final text. Null: not collected.' }),
    finalVersionClosesOn: t.exposeString('finalVersionClosesOn', { nullable: true }),
    thematicAreas: t.field({ type: [ThematicAreaRef], resolve: (c) => c.thematicAreas }),
    categories: t.field({ type: [InscriptionCategoryRef], resolve: (c) => c.categories }),
    staffCount: t.exposeInt('staffCount', { description: 'People with a role in this edition.' }),
    permissions: t.field({ type: ConferencePermissions, resolve: (_c, _a, ctx) => conferencePermissions(ctx.viewer) }),
  }),
});

const ConferencePage = pageType('Conference', Conference);

const StaffRoleRef = builder.objectRef<StaffRole>('ConferenceStaffRole').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    role: t.expose('role', { type: ConferenceRoleKindEnum }),
    thematicAreaId: t.exposeID('thematicAreaId', { nullable: true }),
    thematicAreaName: t.exposeString('thematicAreaName', { nullable: true }),
  }),
});

const StaffMemberRef = builder.objectRef<StaffMember>('ConferenceStaffMember').implement({
  description: 'A person and their roles in one edition.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user id.' }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    document: t.exposeString('document'),
    roleGender: t.field({ type: RoleGenderEnum, nullable: true, description: 'What the names of their roles follow (never the gender itself).', resolve: (m) => roleGenderOf(m.gender) }),
    roles: t.field({ type: [StaffRoleRef], resolve: (m) => m.roles }),
  }),
});

const StaffPage = pageType('ConferenceStaffMember', StaffMemberRef);

export const ConferenceInputRef = builder.inputType('ConferenceInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    edition: t.int({ required: true }),
    venue: t.string({ required: true }),
    inscriptionStart: t.string({ required: true, description: 'yyyy-mm-dd' }),
    inscriptionEnd: t.string({ required: true }),
    startDate: t.string({ required: true }),
    endDate: t.string({ required: true }),
    windows: t.field({ type: [SubmissionWindowInput], required: true }),
    finalVersionOpensOn: t.string({ required: false, description: 'The «versión final» window: both dates (yyyy-mm-dd) or neither (absent or empty: none).' }),
    finalVersionClosesOn: t.string({ required: false }),
    thematicAreaIds: t.idList({ required: true }),
    abstractMaxWords: t.int({ required: true }),
    keywordsMin: t.int({ required: true }),
    keywordsMax: t.int({ required: true }),
    authorsMax: t.int({ required: true }),
    panelPapersMin: t.int({ required: true }),
    panelPapersMax: t.int({ required: true }),
    maxFileMb: t.int({ required: true }),
    categories: t.field({ type: [InscriptionCategoryInput], required: true }),
  }),
});

const SubmissionWindowInput = builder.inputType('SubmissionWindowInput', {
  fields: (t) => ({
    type: t.field({ type: SubmissionTypeEnum, required: true }),
    opensOn: t.string({ required: true }),
    closesOn: t.string({ required: true }),
  }),
});

const InscriptionCategoryInput = builder.inputType('InscriptionCategoryInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'An existing category of this edition; absent: a new one.' }),
    name: t.string({ required: true }),
    memberFee: t.int({ required: true, description: 'Cents (ARS).' }),
    nonMemberFee: t.int({ required: true, description: 'Cents (ARS).' }),
    isStudent: t.boolean({ required: false }),
  }),
});

const GrantConferenceRoleInput = builder.inputType('GrantConferenceRoleInput', {
  fields: (t) => ({
    userId: t.id({ required: true }),
    role: t.field({ type: ConferenceRoleKindEnum, required: true }),
    thematicAreaIds: t.idList({ required: false, description: 'COORDINADOR only: one or more areas of the edition.' }),
  }),
});

/** ADMIN or TESORERIA (top-level scopes are alternatives). */
const adminOrTreasury = { role: 'ADMIN', $any: { role: 'TESORERIA' } } as const;

builder.queryFields((t) => ({
  conferences: t.withAuth(adminOrTreasury).field({
    type: ConferencePage,
    description: 'Congress editions. Sort by name, edition, startDate (default), inscriptionStart, venue or isCurrent.',
    args: listArgFields(t.arg),
    resolve: (_root, args, ctx) => listConferences(ctx.database.db, args),
  }),
  conference: t.withAuth(adminOrTreasury).field({
    type: Conference,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getConference(ctx.database.db, id),
  }),
  currentConference: t.withAuth({ loggedIn: true }).field({
    type: Conference,
    nullable: true,
    description: 'The edition marked as current, if any (the home screen shows it).',
    resolve: (_root, _args, ctx) => currentConference(ctx.database.db),
  }),
  conferenceStaff: t.withAuth(adminOrTreasury).field({
    type: StaffPage,
    description: 'People with a role in an edition, with those roles. Sort by name (default) or email.',
    args: { conferenceId: t.arg.id({ required: true }), ...listArgFields(t.arg) },
    resolve: (_root, { conferenceId, ...args }, ctx) => listConferenceStaff(ctx.database.db, conferenceId, args),
  }),
  staffCandidates: t.withAuth(adminOrTreasury).field({
    type: [Person],
    description: 'Up to 10 accounts whose name, e-mail or document contains the text (accents ignored; at least 2 characters).',
    args: { search: t.arg.string({ required: true }) },
    resolve: (_root, { search }, ctx) => staffCandidates(ctx.database.db, search),
  }),
}));

builder.mutationFields((t) => ({
  createConference: t.withAuth({ role: 'ADMIN' }).field({
    type: Conference,
    args: { data: t.arg({ type: ConferenceInputRef, required: true }) },
    resolve: (_root, { data }, ctx) => createConference(ctx.database.db, ctx.viewer.id, data),
  }),
  updateConference: t.withAuth({ role: 'ADMIN' }).field({
    type: Conference,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: ConferenceInputRef, required: true }) },
    resolve: (_root, { id, data }, ctx) => updateConference(ctx.database.db, ctx.viewer.id, id, data),
  }),
  deleteConference: t.withAuth({ role: 'ADMIN' }).field({
    type: 'Boolean',
    description: 'Only an edition nothing depends on yet (no inscriptions, no staff); CONFLICT otherwise.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteConference(ctx.database.db, ctx.viewer.id, id),
  }),
  setCurrentConference: t.withAuth({ role: 'ADMIN' }).field({
    type: Conference,
    description: 'Marks the edition as the current one and unmarks the previous one.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => setCurrentConference(ctx.database.db, ctx.viewer.id, id),
  }),
  grantConferenceRole: t.withAuth(adminOrTreasury).field({
    type: StaffMemberRef,
    description: 'Grants a role in the edition; the person sees it in the app after their next token refresh.',
    args: { conferenceId: t.arg.id({ required: true }), data: t.arg({ type: GrantConferenceRoleInput, required: true }) },
    resolve: (_root, { conferenceId, data }, ctx) => grantConferenceRole(ctx.database.db, ctx.viewer.id, conferenceId, data),
  }),
  revokeConferenceRole: t.withAuth(adminOrTreasury).field({
    type: 'Boolean',
    description: 'Removes one role (for a coordinator, of one area) by its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => revokeConferenceRole(ctx.database.db, ctx.viewer.id, id),
  }),
}));
