// GraphQL fields of proposal administration (ADMIN_CONGRESO of an edition): every proposal of a
// kind, the inscribed people to act for, and the fixed panels. Creating and editing proposals on
// someone's behalf uses the proposals module's own mutations (their inscriptionId names the person).
import { builder } from '../../graphql/builder';
import { ProposalStatusEnum, SubmissionTypeEnum } from '../../graphql/enums';
import { exportArgFields, ExportAnswerRef, exportInput } from '../../graphql/exports';
import { listArgFields, pageType } from '../../graphql/pagination';
import { requestExport } from '../../platform/exports/exports';
import { generatedFiles } from '../files/files.service';
import { conferenceInscriptionsExport, conferenceProposalsExport, fixedPanelsExport } from './proposal-admin.export';
import { Proposal, ThematicAreaRef } from '../../graphql/refs';
import { loadEdition } from '../proposals/proposals.read';
import { intIdOrNull } from '../../platform/ids';
import { listConferenceInscriptions, listConferenceProposals, type ConferenceInscriptionView } from './conference-proposals.read';
import {
  canDeleteFixedPanel,
  createFixedPanel,
  deleteFixedPanel,
  getFixedPanel,
  listFixedPanels,
  panelPersonCandidates,
  updateFixedPanel,
  type FixedPanelPersonView,
  type FixedPanelView,
  type PanelPersonCandidate,
} from './fixed-panels.service';
import { requireConferenceAdmin } from './proposal-admin.rules';

const ProposalPageOfConference = pageType('ConferenceProposal', Proposal);

const ConferenceInscriptionRef = builder.objectRef<ConferenceInscriptionView>('ConferenceInscription').implement({
  description: 'A person inscribed in an edition, as ADMIN_CONGRESO picks them to act on their behalf.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The inscription id (what createPaper and the other kinds take as inscriptionId).' }),
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    document: t.exposeString('document'),
    registrationDate: t.exposeString('registrationDate'),
  }),
});
const ConferenceInscriptionPage = pageType('ConferenceInscription', ConferenceInscriptionRef);

const AdministeredConference = builder.objectRef<{ id: number; name: string; areas: { id: number; name: string }[] }>('AdministeredConference').implement({
  description: 'An edition as its ADMIN_CONGRESO administers it: its name and thematic areas.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), areas: t.field({ type: [ThematicAreaRef], resolve: (c) => c.areas }) }),
});

const FixedPanelPersonRef = builder.objectRef<FixedPanelPersonView>('FixedPanelPerson').implement({
  description: 'A person of a fixed panel: an account (userId) or a name typed in, with optional e-mail and institution.',
  fields: (t) => ({
    userId: t.exposeID('userId', { nullable: true }),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    institution: t.exposeString('institution', { nullable: true }),
  }),
});

const FixedPanelPermissions = builder.objectRef<{ canDelete: boolean }>('FixedPanelPermissions').implement({
  fields: (t) => ({ canDelete: t.exposeBoolean('canDelete', { description: 'False once the schedule holds it (INCLUDE_IN_SCHEDULE).' }) }),
});

const FixedPanelRef = builder.objectRef<FixedPanelView>('FixedPanel').implement({
  description: 'A fixed panel (PANEL_FIJO): a plenary or keynote of an edition, with its chair and speakers in order.',
  fields: (t) => ({
    id: t.exposeID('id'),
    conferenceId: t.exposeID('conferenceId'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    status: t.expose('status', { type: ProposalStatusEnum }),
    chair: t.field({ type: FixedPanelPersonRef, nullable: true, resolve: (p) => p.chair }),
    speakers: t.field({ type: [FixedPanelPersonRef], resolve: (p) => p.speakers }),
    permissions: t.field({ type: FixedPanelPermissions, resolve: (p) => ({ canDelete: canDeleteFixedPanel(p) }) }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
  }),
});
const FixedPanelPage = pageType('FixedPanel', FixedPanelRef);

const PanelPersonCandidateRef = builder.objectRef<PanelPersonCandidate>('PanelPersonCandidate').implement({
  description: 'An account the fixed panel person picker offers, with their first institution.',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    institution: t.exposeString('institution', { nullable: true }),
  }),
});

// Inputs: the zod schema (packages/domain/src/fixed-panels.ts) checks every value; these only give the shape.
const FixedPanelPersonInput = builder.inputType('FixedPanelPersonInput', {
  fields: (t) => ({
    userId: t.id({ required: false }),
    name: t.string({ required: true }),
    email: t.string({ required: false }),
    institution: t.string({ required: false }),
  }),
});
const fixedPanelFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  name: t.string({ required: true }),
  description: t.string({ required: false }),
  chair: t.field({ type: FixedPanelPersonInput, required: true }),
  speakers: t.field({ type: [FixedPanelPersonInput], required: true, description: 'In order.' }),
});
const FixedPanelInput = builder.inputType('FixedPanelInput', { fields: (t) => ({ conferenceId: t.id({ required: true }), ...fixedPanelFields(t) }) });
const FixedPanelUpdateInput = builder.inputType('FixedPanelUpdateInput', { fields: (t) => fixedPanelFields(t) });

const WHO = 'ADMIN_CONGRESO of the edition only (not COORDINADOR): FORBIDDEN for anyone who administers no edition, NOT_FOUND for another edition.';

builder.queryFields((t) => ({
  administeredConference: t.withAuth({ loggedIn: true }).field({
    type: AdministeredConference,
    description: `An edition's name and thematic areas, for its administration screens. ${WHO}`,
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: async (_root, { conferenceId }, ctx) => {
      const id = intIdOrNull(conferenceId);
      requireConferenceAdmin(ctx.viewer, id);
      const edition = await loadEdition(ctx.database.db, id);
      return { id: edition.id, name: edition.name, areas: edition.areas };
    },
  }),
  conferenceProposals: t.withAuth({ loggedIn: true }).field({
    type: ProposalPageOfConference,
    description:
      'Every proposal of one kind in an edition: filtered by status and thematic area, searched in the title and the authors\' names and e-mails; ' +
      `sort by createdAt (default), updatedAt, title or status. ${WHO}`,
    args: {
      conferenceId: t.arg.id({ required: true }),
      kind: t.arg({ type: SubmissionTypeEnum, required: true }),
      status: t.arg({ type: ProposalStatusEnum, required: false }),
      thematicAreaId: t.arg.id({ required: false }),
      finalVersion: t.arg.boolean({ required: false, description: 'true: items with a final version; false: accepted items without one.' }),
      ...listArgFields(t.arg),
    },
    resolve: (_root, args, ctx) => listConferenceProposals(ctx.database.db, ctx.viewer, args),
  }),
  conferenceInscriptions: t.withAuth({ loggedIn: true }).field({
    type: ConferenceInscriptionPage,
    description: `The people inscribed in an edition, searched by name, e-mail or document; sort by name (default), email or createdAt. ${WHO}`,
    args: { conferenceId: t.arg.id({ required: true }), ...listArgFields(t.arg) },
    resolve: (_root, args, ctx) => listConferenceInscriptions(ctx.database.db, ctx.viewer, args),
  }),
  fixedPanels: t.withAuth({ loggedIn: true }).field({
    type: FixedPanelPage,
    description: `The fixed panels of an edition, searched by name; sort by name (default), createdAt or updatedAt. ${WHO}`,
    args: { conferenceId: t.arg.id({ required: true }), ...listArgFields(t.arg) },
    resolve: (_root, args, ctx) => listFixedPanels(ctx.database.db, ctx.viewer, args),
  }),
  fixedPanel: t.withAuth({ loggedIn: true }).field({
    type: FixedPanelRef,
    description: `One fixed panel. ${WHO}`,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getFixedPanel(ctx.database.db, ctx.viewer, id),
  }),
  panelPersonCandidates: t.withAuth({ loggedIn: true }).field({
    type: [PanelPersonCandidateRef],
    description: `Up to 10 accounts whose name, e-mail or document contains the text (at least 2 characters), to put on a fixed panel. ${WHO}`,
    args: { conferenceId: t.arg.id({ required: true }), search: t.arg.string({ required: true }) },
    resolve: (_root, { conferenceId, search }, ctx) => panelPersonCandidates(ctx.database.db, ctx.viewer, conferenceId, search),
  }),
}));

builder.mutationFields((t) => ({
  exportConferenceProposals: t.withAuth({ loggedIn: true }).field({
    type: ExportAnswerRef,
    nullable: false,
    description:
      'The Propuestas list of one kind (its filters, search and sort) as a file for the viewer; audited. Column keys: title, authors, authorEmails, institutions, area, status, file, finalVersion, panel, createdAt, updatedAt. ' +
      WHO,
    args: {
      ...exportArgFields(t.arg),
      conferenceId: t.arg.id({ required: true }),
      kind: t.arg({ type: SubmissionTypeEnum, required: true }),
      status: t.arg({ type: ProposalStatusEnum, required: false }),
      thematicAreaId: t.arg.id({ required: false }),
      finalVersion: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) => {
      requireConferenceAdmin(ctx.viewer, intIdOrNull(args.conferenceId));
      return requestExport(ctx, generatedFiles(ctx), conferenceProposalsExport, ctx.viewer.id, exportInput(args));
    },
  }),
  exportConferenceInscriptions: t.withAuth({ loggedIn: true }).field({
    type: ExportAnswerRef,
    nullable: false,
    description:
      'The inscriptions of an edition (its search and sort) with category, fee applied and why, amount and payment, as a file for the viewer; audited. Column keys: lastName, firstName, email, document, registrationDate, category, fee, feeNote, amount, chargeStatus, paidAt. ' +
      WHO,
    args: { ...exportArgFields(t.arg), conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      requireConferenceAdmin(ctx.viewer, intIdOrNull(args.conferenceId));
      return requestExport(ctx, generatedFiles(ctx), conferenceInscriptionsExport, ctx.viewer.id, exportInput(args));
    },
  }),
  exportFixedPanels: t.withAuth({ loggedIn: true }).field({
    type: ExportAnswerRef,
    nullable: false,
    description:
      'The fixed panels of an edition (its search and sort) with chair, speakers in order, their e-mails and institutions, as a file for the viewer; audited. Column keys: name, description, chair, speakers, emails, institutions, status, createdAt, updatedAt. ' +
      WHO,
    args: { ...exportArgFields(t.arg), conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      requireConferenceAdmin(ctx.viewer, intIdOrNull(args.conferenceId));
      return requestExport(ctx, generatedFiles(ctx), fixedPanelsExport, ctx.viewer.id, exportInput(args));
    },
  }),
  createFixedPanel: t.withAuth({ loggedIn: true }).field({
    type: FixedPanelRef,
    description: `Creates a fixed panel (status APPROVED until the schedule places it), audited. Field errors keyed like the schema's paths (speakers.1.name). ${WHO}`,
    args: { data: t.arg({ type: FixedPanelInput, required: true }) },
    resolve: (_root, { data }, ctx) => createFixedPanel(ctx.database.db, ctx.viewer, data),
  }),
  updateFixedPanel: t.withAuth({ loggedIn: true }).field({
    type: FixedPanelRef,
    description: `Replaces a fixed panel's name, description, chair and speakers, audited. ${WHO}`,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: FixedPanelUpdateInput, required: true }) },
    resolve: (_root, { id, data }, ctx) => updateFixedPanel(ctx.database.db, ctx.viewer, id, data),
  }),
  deleteFixedPanel: t.withAuth({ loggedIn: true }).field({
    type: 'Boolean',
    description: `Deletes a fixed panel and its people, audited; CONFLICT while it is on the schedule (INCLUDE_IN_SCHEDULE). ${WHO}`,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteFixedPanel(ctx.database.db, ctx.viewer, id),
  }),
}));
