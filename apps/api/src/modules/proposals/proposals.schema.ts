// GraphQL fields of proposals: the queries of "Mis postulaciones" and the mutations of each kind.
import type { SubmissionType } from '@portal/domain/conferences';
import { builder } from '../../graphql/builder';
import { listArgFields } from '../../graphql/pagination';
import { SubmissionTypeEnum } from '../conferences/conferences.schema';
import { kindInputs, Proposal, ProposalPage, ProposalStatusEnum, ProposalSubmissionRef } from './proposal-types.schema';
import { getProposal, listMyProposals, proposalSubmission } from './proposals.read';
import { attachProposalFile, createProposal, deleteProposal, updateProposal } from './proposals.service';

builder.queryFields((t) => ({
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
}));
