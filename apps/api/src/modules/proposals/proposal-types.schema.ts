// GraphQL object and input types of proposals (the fields that use them: proposals.schema.ts).
import type { BookDetails, ClosedPanelDetails, ResearchGroupDetails, StudentPaperDetails } from '@portal/domain/proposals';
import { builder } from '../../graphql/builder';
import { ProposalStatusEnum, SubmissionTypeEnum } from '../../graphql/enums';
import { pageType } from '../../graphql/pagination';
import { ConferenceRef, Proposal, ThematicAreaRef } from '../../graphql/refs';
import { signFileUrl } from '../files/files.service';
import type { ProposalSubmission, ProposalView } from './proposals.read';
import type { ProposalPermissions as Permissions } from './proposals.rules';

const ProposalViewerRoleEnum = builder.enumType('ProposalViewerRole', {
  values: ['OWNER', 'COAUTHOR', 'STAFF'] as const,
  description: 'How the viewer relates to the proposal: who submitted it, a linked co-author (read-only), or congress staff.',
});

type AuthorView = ProposalView['authors'][number];
const ProposalAuthor = builder.objectRef<AuthorView>('ProposalAuthor').implement({
  description:
    'An author, in order (position from 0). To congress staff, linked: the e-mail belongs to an account; invited: an invitation was e-mailed. To its authors, whether an address has an account is not told: linked only for the submitter and the viewer, every other co-author reads as invited.',
  fields: (t) => ({
    position: t.exposeInt('position'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    isSubmitter: t.exposeBoolean('isSubmitter'),
    linked: t.exposeBoolean('linked'),
    invited: t.exposeBoolean('invited'),
  }),
});

const ProposalFile = builder.objectRef<NonNullable<ProposalView['file']>>('ProposalFile').implement({
  description: 'The full text of a proposal, or its final version.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    sizeBytes: t.exposeInt('sizeBytes'),
    contentType: t.exposeString('contentType'),
    uploadedAt: t.string({ resolve: (f) => f.uploadedAt.toISOString() }),
    url: t.string({ description: 'Signed download URL, valid for one hour.', resolve: (f, _a, ctx) => signFileUrl(ctx.config.jwtSecret, f.id) }),
  }),
});

const ProposalPermissionsRef = builder.objectRef<Permissions>('ProposalPermissions').implement({
  description: 'What the viewer may do with the proposal (the server enforces the same rules).',
  fields: (t) => ({
    canEdit: t.exposeBoolean('canEdit'),
    canDelete: t.exposeBoolean('canDelete'),
    canUpload: t.exposeBoolean('canUpload'),
    canUploadFinalVersion: t.exposeBoolean('canUploadFinalVersion', { description: 'Upload or replace the final version (attachProposalFinalVersion).' }),
  }),
});

const FinalVersionWindowRef = builder.objectRef<NonNullable<ProposalView['finalVersionWindow']>>('FinalVersionWindow').implement({
  description: "The edition's «versión final» window (dates yyyy-mm-dd, inclusive) and where it stands today.",
  fields: (t) => ({
    opensOn: t.exposeString('opensOn'),
    closesOn: t.exposeString('closesOn'),
    open: t.exposeBoolean('open'),
    label: t.exposeString('label', { description: 'What the author\'s screen says, e.g. "La recepción de versiones finales cerró el 31/03/2027."' }),
  }),
});

type PanelPerson = { name: string; email: string | null };
const PanelPersonRef = builder.objectRef<PanelPerson>('PanelPerson').implement({
  fields: (t) => ({ name: t.exposeString('name'), email: t.exposeString('email', { nullable: true }) }),
});
const ClosedPanelPaperRef = builder.objectRef<ClosedPanelDetails['papers'][number]>('ClosedPanelPaper').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    abstract: t.exposeString('abstract'),
    authors: t.field({ type: [PanelPersonRef], resolve: (p) => p.authors }),
  }),
});

const StudentPaperDetailsRef = builder.objectRef<StudentPaperDetails>('StudentPaperDetails').implement({
  fields: (t) => ({ studentCareer: t.exposeString('studentCareer'), studentInstitution: t.exposeString('studentInstitution') }),
});
const ClosedPanelDetailsRef = builder.objectRef<ClosedPanelDetails>('ClosedPanelDetails').implement({
  fields: (t) => ({
    rationale: t.exposeString('rationale'),
    chair: t.field({ type: PanelPersonRef, resolve: (d) => d.chair }),
    commentator: t.field({ type: PanelPersonRef, resolve: (d) => d.commentator }),
    papers: t.field({ type: [ClosedPanelPaperRef], resolve: (d) => d.papers }),
  }),
});
const ResearchGroupDetailsRef = builder.objectRef<ResearchGroupDetails>('ResearchGroupDetails').implement({
  fields: (t) => ({
    groupName: t.exposeString('groupName'),
    institution: t.exposeString('institution'),
    director: t.exposeString('director'),
    members: t.exposeStringList('members'),
  }),
});
const BookDetailsRef = builder.objectRef<BookDetails>('BookDetails').implement({
  fields: (t) => ({
    bookAuthors: t.exposeString('bookAuthors'),
    publisher: t.exposeString('publisher'),
    year: t.exposeInt('year'),
    isbn: t.exposeString('isbn', { nullable: true }),
    presenters: t.exposeString('presenters'),
  }),
});

type DetailsOf = { kind: ProposalView['kind']; details: unknown };
const detailTypes = { MESA_ESTUDIANTE: StudentPaperDetailsRef, PANEL_CERRADO: ClosedPanelDetailsRef, GRUPO_INVESTIGACION: ResearchGroupDetailsRef, LIBRO: BookDetailsRef } as const;

const ProposalDetails = builder.unionType('ProposalDetails', {
  description: 'The fields of each kind (a paper, PRESENTACION, has none).',
  types: [StudentPaperDetailsRef, ClosedPanelDetailsRef, ResearchGroupDetailsRef, BookDetailsRef],
  resolveType: (value) => detailTypes[(value as unknown as { __kind: keyof typeof detailTypes }).__kind],
});

const ProposalPanel = builder.objectRef<{ id: number; name: string }>('ProposalPanel').implement({
  description: 'The built panel (regular or student table) a proposal sits in.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ProposalDecisionNote = builder.objectRef<NonNullable<ProposalView['decision']>>('ProposalDecisionNote').implement({
  description: 'The last vote on a proposal, as its authors see it: approved or not, when, and the comment e-mailed to them (never who voted).',
  fields: (t) => ({
    approved: t.boolean({ resolve: (d) => d.event === 'APPROVE' }),
    comment: t.exposeString('comment', { nullable: true }),
    decidedAt: t.string({ resolve: (d) => d.decidedAt.toISOString() }),
  }),
});

Proposal.implement({
  description: 'A proposal (postulación) as the viewer may see it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: SubmissionTypeEnum }),
    status: t.expose('status', { type: ProposalStatusEnum }),
    title: t.exposeString('title'),
    abstract: t.exposeString('abstract', { description: 'For a book, its synopsis.' }),
    keywords: t.exposeStringList('keywords'),
    thematicArea: t.field({ type: ThematicAreaRef, resolve: (p) => p.thematicArea }),
    inscriptionId: t.exposeID('inscriptionId'),
    conference: t.field({ type: ConferenceRef, resolve: (p) => p.conference }),
    authors: t.field({ type: [ProposalAuthor], resolve: (p) => p.authors }),
    details: t.field({
      type: ProposalDetails,
      nullable: true,
      resolve: (p: DetailsOf) => (p.kind === 'PRESENTACION' ? null : ({ ...(p.details as object), __kind: p.kind } as never)),
    }),
    file: t.field({ type: ProposalFile, nullable: true, description: 'The full text that was submitted and evaluated.', resolve: (p) => p.file }),
    finalVersion: t.field({ type: ProposalFile, nullable: true, description: 'The final version its authors uploaded once it was accepted (apart from `file`).', resolve: (p) => p.finalVersion }),
    finalVersionWindow: t.field({ type: FinalVersionWindowRef, nullable: true, description: "The edition's «versión final» window; null when it sets none.", resolve: (p) => p.finalVersionWindow }),
    decision: t.field({ type: ProposalDecisionNote, nullable: true, description: 'The last vote (APPROVE or REJECT); null while undecided.', resolve: (p) => p.decision }),
    panel: t.field({ type: ProposalPanel, nullable: true, description: 'The panel it sits in (INCLUDE_IN_PANEL and after), or null.', resolve: (p) => p.panel }),
    viewerRole: t.expose('viewerRole', { type: ProposalViewerRoleEnum }),
    permissions: t.field({ type: ProposalPermissionsRef, resolve: (p) => p.permissions }),
    windowOpen: t.exposeBoolean('windowOpen', { description: "Whether its kind's submission window is open today (Buenos Aires dates, inclusive)." }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
  }),
});

export const ProposalPage = pageType('Proposal', Proposal);

type Submission = ProposalSubmission;
const SubmissionInscription = builder.objectRef<Submission['inscription']>('ProposalSubmissionInscription').implement({
  fields: (t) => ({ id: t.exposeID('id'), conference: t.field({ type: ConferenceRef, resolve: (i) => i.conference }) }),
});
const ProposalLimitsRef = builder.objectRef<Submission['limits']>('ProposalLimits').implement({
  description: "The edition's limits that proposals are checked against.",
  fields: (t) => ({
    abstractMaxWords: t.exposeInt('abstractMaxWords'),
    keywordsMin: t.exposeInt('keywordsMin'),
    keywordsMax: t.exposeInt('keywordsMax'),
    authorsMax: t.exposeInt('authorsMax'),
    panelPapersMin: t.exposeInt('panelPapersMin'),
    panelPapersMax: t.exposeInt('panelPapersMax'),
    maxFileMb: t.exposeInt('maxFileMb'),
  }),
});
const ProposalWindow = builder.objectRef<Submission['windows'][number]>('ProposalWindow').implement({
  description: 'The submission window of one kind (dates yyyy-mm-dd, inclusive; null when the edition does not take that kind).',
  fields: (t) => ({
    type: t.expose('type', { type: SubmissionTypeEnum }),
    opensOn: t.exposeString('opensOn', { nullable: true }),
    closesOn: t.exposeString('closesOn', { nullable: true }),
    open: t.exposeBoolean('open'),
    label: t.exposeString('label', { description: 'What the chooser says, e.g. "Abierta hasta el 31/03/2027".' }),
  }),
});
const FirstAuthor = builder.objectRef<Submission['firstAuthor']>('ProposalFirstAuthor').implement({
  fields: (t) => ({ email: t.exposeString('email'), name: t.exposeString('name') }),
});

export const ProposalSubmissionRef = builder.objectRef<Submission>('ProposalSubmission').implement({
  description: 'What the proposal forms of an inscription need: its edition, limits, areas, windows, and the first author.',
  fields: (t) => ({
    inscription: t.field({ type: SubmissionInscription, resolve: (s) => s.inscription }),
    limits: t.field({ type: ProposalLimitsRef, resolve: (s) => s.limits }),
    areas: t.field({ type: [ThematicAreaRef], resolve: (s) => s.areas }),
    windows: t.field({ type: [ProposalWindow], resolve: (s) => s.windows }),
    firstAuthor: t.field({ type: FirstAuthor, description: 'The inscription\'s person, to prefill the first author.', resolve: (s) => s.firstAuthor }),
  }),
});

// Inputs: the zod schema (packages/domain/src/proposals.ts) checks every value; these only give the shape.
export const AuthorInputRef = builder.inputType('AuthorInput', {
  fields: (t) => ({ email: t.string({ required: true }), name: t.string({ required: true }) }),
});
const PanelPersonInput = builder.inputType('PanelPersonInput', {
  fields: (t) => ({ name: t.string({ required: true }), email: t.string({ required: false }) }),
});
const PanelPaperInput = builder.inputType('PanelPaperInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    abstract: t.string({ required: true }),
    authors: t.field({ type: [PanelPersonInput], required: true }),
  }),
});
const StudentPaperDetailsInput = builder.inputType('StudentPaperDetailsInput', {
  fields: (t) => ({ studentCareer: t.string({ required: true }), studentInstitution: t.string({ required: true }) }),
});
const ClosedPanelDetailsInput = builder.inputType('ClosedPanelDetailsInput', {
  fields: (t) => ({
    rationale: t.string({ required: true }),
    chair: t.field({ type: PanelPersonInput, required: true }),
    commentator: t.field({ type: PanelPersonInput, required: true }),
    papers: t.field({ type: [PanelPaperInput], required: true }),
  }),
});
const ResearchGroupDetailsInput = builder.inputType('ResearchGroupDetailsInput', {
  fields: (t) => ({
    groupName: t.string({ required: true }),
    institution: t.string({ required: true }),
    director: t.string({ required: true }),
    members: t.stringList({ required: true }),
  }),
});
const BookDetailsInput = builder.inputType('BookDetailsInput', {
  fields: (t) => ({
    bookAuthors: t.string({ required: true }),
    publisher: t.string({ required: true }),
    year: t.int({ required: true }),
    isbn: t.string({ required: false }),
    presenters: t.string({ required: true }),
  }),
});

type DetailsInput = typeof StudentPaperDetailsInput;

/** `<Kind>Input` (create: with inscriptionId) and `<Kind>UpdateInput` (the same without it) of one kind. */
function proposalInputs(name: string, details: DetailsInput | null) {
  const fields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
    thematicAreaId: t.id({ required: true }),
    title: t.string({ required: true }),
    abstract: t.string({ required: true }),
    keywords: t.stringList({ required: true }),
    authors: t.field({ type: [AuthorInputRef], required: true, description: 'In order; the submitter must be one of them.' }),
    ...(details ? { details: t.field({ type: details, required: true }) } : {}),
  });
  return {
    create: builder.inputType(`${name}Input`, { fields: (t) => ({ inscriptionId: t.id({ required: true }), ...fields(t) }) }),
    update: builder.inputType(`${name}UpdateInput`, { fields: (t) => fields(t) }),
  };
}

export const kindInputs = {
  PRESENTACION: proposalInputs('Paper', null),
  MESA_ESTUDIANTE: proposalInputs('StudentPaper', StudentPaperDetailsInput),
  PANEL_CERRADO: proposalInputs('ClosedPanel', ClosedPanelDetailsInput as unknown as DetailsInput),
  GRUPO_INVESTIGACION: proposalInputs('ResearchGroup', ResearchGroupDetailsInput as unknown as DetailsInput),
  LIBRO: proposalInputs('Book', BookDetailsInput as unknown as DetailsInput),
} as const;
