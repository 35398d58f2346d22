// GraphQL fields of proposals: the queries of "Mis postulaciones" and the mutations of each kind.
import type { SubmissionType } from '@portal/domain/conferences';
import { builder } from '../../graphql/builder';
import { listArgFields } from '../../graphql/pagination';
import { ProposalStatusEnum, SubmissionTypeEnum } from '../../graphql/enums';
import { Proposal } from '../../graphql/refs';
import { kindInputs, ProposalPage, ProposalSubmissionRef } from './proposal-types.schema';
import { getProposal, listMyProposals, myCoAuthorInvitations, proposalSubmission, type CoAuthorInvitation } from './proposals.read';
import { attachProposalFinalVersion } from './proposal-final-version';
import { answerMyCoAuthorship, attachProposalFile, createProposal, deleteProposal, updateProposal } from './proposals.service';

const CoAuthorInvitationRef = builder.objectRef<CoAuthorInvitation>('CoAuthorInvitation').implement({
  description: 'A proposal someone else submitted naming the viewer as co-author. Pending (accepted false) until the viewer accepts; only accepted links count for conflicts of interest.',
  fields: (t) => ({
    authorId: t.exposeID('authorId'),
    proposalId: t.exposeID('proposalId'),
    title: t.exposeString('title'),
    kind: t.expose('kind', { type: SubmissionTypeEnum }),
    conferenceName: t.exposeString('conferenceName'),
    submitterName: t.exposeString('submitterName'),
    submittedAt: t.string({ description: 'When the proposal was submitted (ISO 8601).', resolve: (i) => i.submittedAt.toISOString() }),
    accepted: t.boolean({ resolve: (i) => i.acceptedAt !== null }),
  }),
});

builder.queryFields((t) => ({
  myCoAuthorInvitations: t.withAuth({ loggedIn: true }).field({
    type: [CoAuthorInvitationRef],
    description: "Proposals others submitted naming the viewer's account as co-author: pending ones first, then accepted ones.",
    resolve: (_root, _args, ctx) => myCoAuthorInvitations(ctx.database.db, ctx.viewer),
  }),
  proposalSubmission: t.withAuth({ loggedIn: true }).field({
    type: ProposalSubmissionRef,
    nullable: true,
    description: "What the proposal forms need in one of the viewer's inscriptions (NOT_FOUND for anyone else's).",
    args: { inscriptionId: t.arg.id({ required: true }) },
    resolve: (_root, { inscriptionId }, ctx) => proposalSubmission(ctx.database.db, ctx.viewer, inscriptionId),
  }),
  myProposals: t.withAuth({ loggedIn: true }).field({
    type: ProposalPage,
    description:
      "The proposals of one of the viewer's inscriptions, and those of the same edition where the viewer is a linked co-author " +
      '(viewerRole COAUTHOR, read-only; a co-author without an inscription in that edition reads each one with `proposal(id)`). ' +
      'Sort by createdAt (default), updatedAt, title, kind or status; search in the title. NOT_FOUND for anyone else\'s inscription.',
    args: {
      inscriptionId: t.arg.id({ required: true }),
      kind: t.arg({ type: SubmissionTypeEnum, required: false }),
      status: t.arg({ type: ProposalStatusEnum, required: false }),
      ...listArgFields(t.arg),
    },
    resolve: (_root, args, ctx) => listMyProposals(ctx.database.db, ctx.viewer, args),
  }),
  proposal: t.withAuth({ loggedIn: true }).field({
    type: Proposal,
    nullable: true,
    description: 'One proposal, for its authors, the coordinators of its area and ADMIN_CONGRESO of its edition (NOT_FOUND for anyone else).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getProposal(ctx.database.db, ctx.viewer, id),
  }),
}));

/** The operation names of each kind (PRODUCT.md section 3). */
const kindNames: Record<SubmissionType, string> = {
  PRESENTACION: 'Paper',
  MESA_ESTUDIANTE: 'StudentPaper',
  PANEL_CERRADO: 'ClosedPanel',
  GRUPO_INVESTIGACION: 'ResearchGroup',
  LIBRO: 'Book',
};

/** A paper has no details: the schema's `details` is an empty object. */
const withDetails = (kind: SubmissionType, data: object) => (kind === 'PRESENTACION' ? { ...data, details: {} } : data);

const WHO =
  'Owner only, while PENDING and inside the window; ADMIN_CONGRESO of the edition for anyone at any time (audited). ' +
  "NOT_FOUND for another person's proposal, FORBIDDEN for a co-author or coordinator, CONFLICT once decided or outside the window.";

for (const kind of Object.keys(kindNames) as SubmissionType[]) {
  const name = kindNames[kind];
  const inputs = kindInputs[kind];
  builder.mutationFields((t) => ({
    [`create${name}`]: t.withAuth({ loggedIn: true }).field({
      type: Proposal,
      description: `Submits a proposal of kind ${kind} in one of the viewer's inscriptions, inside its window (ADMIN_CONGRESO: in anyone's, at any time, audited). Field errors keyed like the schema's paths (authors.1.email, details.papers.0.title).`,
      args: { data: t.arg({ type: inputs.create, required: true }) },
      resolve: (_root, { data }, ctx) => createProposal(ctx, ctx.viewer, kind, withDetails(kind, data) as Record<string, unknown>),
    }),
    [`update${name}`]: t.withAuth({ loggedIn: true }).field({
      type: Proposal,
      description: `Replaces the data of a proposal of kind ${kind}. ${WHO}`,
      args: { id: t.arg.id({ required: true }), data: t.arg({ type: inputs.update, required: true }) },
      resolve: (_root, { id, data }, ctx) => updateProposal(ctx, ctx.viewer, kind, id, withDetails(kind, data)),
    }),
    [`delete${name}`]: t.withAuth({ loggedIn: true }).field({
      type: 'Boolean',
      description: `Deletes a proposal of kind ${kind}, its authors and its file. ${WHO}`,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => deleteProposal(ctx, ctx.viewer, kind, id),
    }),
  }));
}

builder.mutationFields((t) => ({
  deletePonencia: t.withAuth({ loggedIn: true }).field({
    type: 'Boolean',
    description: `The spec's name of deletePaper (a ponencia, PRESENTACION). ${WHO}`,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteProposal(ctx, ctx.viewer, 'PRESENTACION', id),
  }),
  attachProposalFile: t.withAuth({ loggedIn: true }).field({
    type: Proposal,
    description:
      'Makes an uploaded file (uploadFile, purpose PROPOSAL_FULL_TEXT) the full text of a proposal of a kind that has one ' +
      "(not LIBRO), within the edition's maxFileMb; the file it replaces is removed. " +
      WHO,
    args: { presentationId: t.arg.id({ required: true }), fileId: t.arg.id({ required: true }) },
    resolve: (_root, { presentationId, fileId }, ctx) => attachProposalFile(ctx, ctx.viewer, presentationId, fileId),
  }),
  attachProposalFinalVersion: t.withAuth({ loggedIn: true }).field({
    type: Proposal,
    description:
      'Makes an uploaded file (uploadFile, purpose PROPOSAL_FULL_TEXT) the final version of an accepted proposal of a kind with a full text, ' +
      "within the edition's maxFileMb, apart from the evaluated file; the final version it replaces is removed. Audited. " +
      "Its owner, inside the edition's «versión final» window; ADMIN_CONGRESO of the edition at any time. NOT_FOUND for another person's proposal, " +
      'FORBIDDEN for a co-author or coordinator, CONFLICT (PROPOSAL_NOT_ACCEPTED, FINAL_VERSION_CLOSED) for an item not accepted or outside the window.',
    args: { proposalId: t.arg.id({ required: true }), fileId: t.arg.id({ required: true }) },
    resolve: (_root, { proposalId, fileId }, ctx) => attachProposalFinalVersion(ctx, ctx.viewer, proposalId, fileId),
  }),
  answerCoAuthorship: t.withAuth({ loggedIn: true }).field({
    type: 'Boolean',
    description: "Accepts (the link then counts for conflicts of interest) or declines (the account is unlinked) being named co-author; only the named person answers (NOT_FOUND otherwise). Audited.",
    args: { authorId: t.arg.id({ required: true }), accept: t.arg.boolean({ required: true }) },
    resolve: (_root, { authorId, accept }, ctx) => answerMyCoAuthorship(ctx, ctx.viewer, authorId, accept),
  }),
}));
