// GraphQL types and fields of awards: definition (ADMIN_CONGRESO), applications (members), scores (JUEZ).
import { awardResults, awardStatuses } from '@portal/domain/awards';
import { builder } from '../../graphql/builder';
import { exportArgFields, ExportAnswerRef, exportInput } from '../../graphql/exports';
import { listArgFields, pageType } from '../../graphql/pagination';
import { requestExport } from '../../platform/exports/exports';
import { awardApplicationsExport, requireAwardExport } from './awards.export';
import { ConferenceRef, Person } from '../../graphql/refs';
import { generatedFiles, signFileUrl } from '../files/files.service';
import {
  awardRanking,
  awardsForInscription,
  getAward,
  judgeCandidates,
  listAwardApplications,
  listConferenceAwards,
  listMyApplications,
  type ApplicationView,
  type AwardOffer,
  type AwardView,
  type FileView,
  type JudgeScore,
  type MyApplicationView,
  type RankingEntry,
} from './awards.read';
import type { AwardPermissions } from './awards.rules';
import { applyForAward, closeAward, createAward, deleteAward, deleteAwardApplication, scoreAwardApplication, updateAward, updateAwardApplication } from './awards.service';

export const AwardStatusEnum = builder.enumType('AwardStatus', { values: awardStatuses });
const AwardResultEnum = builder.enumType('AwardResult', { values: awardResults, description: 'What an application obtained when the award was closed.' });

const AwardFile = builder.objectRef<FileView>('AwardApplicationFile').implement({
  description: "An application's work (PDF).",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    sizeBytes: t.exposeInt('sizeBytes'),
    uploadedAt: t.string({ resolve: (f) => f.uploadedAt.toISOString() }),
    url: t.string({ description: 'Signed download URL, valid for one hour.', resolve: (f, _a, ctx) => signFileUrl(ctx.config.jwtSecret, f.id) }),
  }),
});

const AwardPermissionsRef = builder.objectRef<AwardPermissions>('AwardPermissions').implement({
  description: 'What the viewer may do with the award (the server enforces the same rules).',
  fields: (t) => ({
    canEdit: t.exposeBoolean('canEdit'),
    canDelete: t.exposeBoolean('canDelete'),
    canClose: t.exposeBoolean('canClose'),
    canScore: t.exposeBoolean('canScore'),
    seesAllScores: t.exposeBoolean('seesAllScores'),
  }),
});

const JudgeScoreRef = builder.objectRef<JudgeScore>('AwardJudgeScore').implement({
  description: "One judge's score of an application (null: not scored yet); `conflict`: the judge shares an institution with the applicant, so it is left out of the mean.",
  fields: (t) => ({
    judgeId: t.exposeID('judgeId'),
    name: t.exposeString('name'),
    score: t.exposeInt('score', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    conflict: t.exposeBoolean('conflict'),
    updatedAt: t.exposeString('updatedAt', { nullable: true }),
  }),
});

const ViewerScoreRef = builder.objectRef<NonNullable<ApplicationView['viewerScore']>>('AwardViewerScore').implement({
  fields: (t) => ({ score: t.exposeInt('score'), comment: t.exposeString('comment'), updatedAt: t.string({ resolve: (s) => s.updatedAt.toISOString() }) }),
});

export const AwardApplicationRef = builder.objectRef<ApplicationView>('AwardApplication').implement({
  description: 'An application as judges and ADMIN_CONGRESO see it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    awardId: t.exposeID('awardId'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
    applicant: t.field({ type: Person, resolve: (a) => a.applicant }),
    file: t.field({ type: AwardFile, nullable: true, resolve: (a) => a.file }),
    viewerConflict: t.exposeBoolean('viewerConflict', { description: 'The viewer shares an institution with the applicant (conflicto de interés: misma institución).' }),
    viewerScore: t.field({ type: ViewerScoreRef, nullable: true, resolve: (a) => a.viewerScore }),
    mean: t.exposeFloat('mean', { nullable: true, description: 'Mean of the counted scores (judges in conflict left out); null for a judge until they scored every application.' }),
    countedScores: t.exposeInt('countedScores'),
    result: t.field({ type: AwardResultEnum, nullable: true, description: 'WINNER or MENTION once the award was closed with it; null otherwise.', resolve: (a) => a.result ?? null }),
    scores: t.field({ type: [JudgeScoreRef], nullable: true, description: 'Every judge of the award with their score: ADMIN_CONGRESO only.', resolve: (a) => a.scores }),
  }),
});
const AwardApplicationPage = pageType('AwardApplication', AwardApplicationRef);

const RankingEntryRef = builder.objectRef<RankingEntry>('AwardRankingEntry').implement({
  fields: (t) => ({ position: t.exposeInt('position'), application: t.field({ type: AwardApplicationRef, resolve: (r) => r.application }) }),
});

export const AwardRef = builder.objectRef<AwardView>('Award').implement({
  description: 'An award of a congress edition.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    rules: t.exposeString('rules'),
    opensOn: t.exposeString('opensOn', { description: 'First day applications are received (yyyy-mm-dd, Buenos Aires).' }),
    closesOn: t.exposeString('closesOn', { description: 'Last day applications are received (inclusive).' }),
    status: t.expose('status', { type: AwardStatusEnum }),
    closedAt: t.string({ nullable: true, resolve: (a) => a.closedAt?.toISOString() ?? null }),
    receiving: t.exposeBoolean('receiving', { description: 'OPEN and today inside the window.' }),
    conference: t.field({ type: ConferenceRef, resolve: (a) => a.conference }),
    judges: t.field({ type: [Person], resolve: (a) => a.judges }),
    applicationCount: t.exposeInt('applicationCount'),
    viewerIsJudge: t.exposeBoolean('viewerIsJudge'),
    viewerPending: t.exposeInt('viewerPending', { description: 'Applications the viewer (a judge) has not scored yet.' }),
    permissions: t.field({ type: AwardPermissionsRef, resolve: (a) => a.permissions }),
    ranking: t.field({
      type: [RankingEntryRef],
      nullable: true,
      description: 'By mean score, best first (at most 100): for ADMIN_CONGRESO, and for a judge once they scored every application; null before.',
      resolve: (a, _args, ctx) => (ctx.viewer ? awardRanking(ctx.database.db, ctx.viewer, a) : null),
    }),
  }),
});

const AwardOfMine = builder.objectRef<MyApplicationView['award']>('AwardOfMyApplication').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    status: t.expose('status', { type: AwardStatusEnum }),
    opensOn: t.exposeString('opensOn'),
    closesOn: t.exposeString('closesOn'),
    receiving: t.exposeBoolean('receiving'),
    conference: t.field({ type: ConferenceRef, resolve: (a) => a.conference }),
  }),
});

const MyAwardApplicationRef = builder.objectRef<MyApplicationView>('MyAwardApplication').implement({
  description: "The viewer's own application to an award.",
  fields: (t) => ({
    id: t.exposeID('id'),
    inscriptionId: t.exposeID('inscriptionId'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (a) => a.updatedAt.toISOString() }),
    file: t.field({ type: AwardFile, nullable: true, resolve: (a) => a.file }),
    award: t.field({ type: AwardOfMine, resolve: (a) => a.award }),
    canChange: t.exposeBoolean('canChange', { description: 'Whether it may still be changed or withdrawn (award open and inside its window).' }),
  }),
});

const AwardOfferRef = builder.objectRef<AwardOffer>('AwardOffer').implement({
  description: 'An award of the edition of one of the viewer\'s inscriptions, with their application if any.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    rules: t.exposeString('rules'),
    opensOn: t.exposeString('opensOn'),
    closesOn: t.exposeString('closesOn'),
    status: t.expose('status', { type: AwardStatusEnum }),
    receiving: t.exposeBoolean('receiving'),
    myApplication: t.field({ type: MyAwardApplicationRef, nullable: true, resolve: (a) => a.myApplication }),
  }),
});

const InscriptionAwardsRef = builder.objectRef<Awaited<ReturnType<typeof awardsForInscription>>>('InscriptionAwards').implement({
  fields: (t) => ({
    inscriptionId: t.exposeID('inscriptionId'),
    conference: t.field({ type: ConferenceRef, resolve: (a) => a.conference }),
    awards: t.field({ type: [AwardOfferRef], resolve: (a) => a.awards }),
  }),
});

const AwardInput = builder.inputType('AwardInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    rules: t.string({ required: true }),
    opensOn: t.string({ required: true }),
    closesOn: t.string({ required: true }),
    judgeIds: t.idList({ required: false, description: 'Accounts holding JUEZ in the edition.' }),
  }),
});

const ApplyInput = builder.inputType('AwardApplicationInput', {
  fields: (t) => ({
    inscriptionId: t.id({ required: true }),
    awardId: t.id({ required: true }),
    title: t.string({ required: true }),
    summary: t.string({ required: true }),
    fileId: t.id({ required: false, description: 'An upload (uploadFile, purpose AWARD_APPLICATION) by the viewer; required (a field error without it).' }),
  }),
});

const UpdateApplicationInput = builder.inputType('AwardApplicationUpdateInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    summary: t.string({ required: true }),
    fileId: t.id({ required: false, description: 'A new upload replacing the file; absent keeps it.' }),
  }),
});

const CloseInput = builder.inputType('AwardCloseInput', {
  fields: (t) => ({
    winnerApplicationId: t.id({ required: false, description: 'The winning application of this award; required when it has applications.' }),
    mentionApplicationIds: t.idList({ required: false, description: 'Applications of this award that receive a mention (not the winner).' }),
  }),
});

const judgeData = (data: { judgeIds?: readonly (string | number)[] | null } & Record<string, unknown>) => ({ ...data, judgeIds: (data.judgeIds ?? []).map(String) });

builder.queryFields((t) => ({
  conferenceAwards: t.withAuth({ loggedIn: true }).field({
    type: [AwardRef],
    description: 'The awards of an edition: all of them for its ADMIN_CONGRESO; those they judge for a JUEZ of it.',
    args: { conferenceId: t.arg.id({ required: true }) },
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId, juez: args.conferenceId }),
    resolve: (_root, { conferenceId }, ctx) => listConferenceAwards(ctx.database.db, ctx.viewer, conferenceId),
  }),
  award: t.withAuth({ loggedIn: true }).field({
    type: AwardRef,
    description: 'One award, for ADMIN_CONGRESO of its edition and its judges (NOT_FOUND for anyone else).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getAward(ctx.database.db, ctx.viewer, id),
  }),
  awardApplications: t.withAuth({ loggedIn: true }).field({
    type: AwardApplicationPage,
    description:
      "An award's applications for its judges and ADMIN_CONGRESO (NOT_FOUND for anyone else): the viewer's score and conflict flag, the mean, and every judge's score for ADMIN_CONGRESO. " +
      'Sort by createdAt (default), title or applicant; search in the title and the applicant.',
    args: { awardId: t.arg.id({ required: true }), ...listArgFields(t.arg) },
    resolve: (_root, args, ctx) => listAwardApplications(ctx.database.db, ctx.viewer, args),
  }),
  awardJudgeCandidates: t.withAuth({ loggedIn: true }).field({
    type: [Person],
    description: "The people holding JUEZ in the edition: an award's judges are chosen among them (ADMIN_CONGRESO of it).",
    args: { conferenceId: t.arg.id({ required: true }) },
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId }),
    resolve: (_root, { conferenceId }, ctx) => judgeCandidates(ctx.database.db, conferenceId),
  }),
  inscriptionAwards: t.withAuth({ loggedIn: true }).field({
    type: InscriptionAwardsRef,
    description: "The awards of the edition of one of the viewer's inscriptions, with the viewer's application to each (NOT_FOUND for anyone else's inscription).",
    args: { inscriptionId: t.arg.id({ required: true }) },
    resolve: (_root, { inscriptionId }, ctx) => awardsForInscription(ctx.database.db, ctx.viewer, inscriptionId),
  }),
  myAwardApplications: t.withAuth({ loggedIn: true }).field({
    type: [MyAwardApplicationRef],
    description: "The viewer's applications to awards, newest first.",
    resolve: (_root, _args, ctx) => listMyApplications(ctx.database.db, ctx.viewer),
  }),
}));

builder.mutationFields((t) => ({
  exportAwardApplications: t.withAuth({ loggedIn: true }).field({
    type: ExportAnswerRef,
    nullable: false,
    description:
      "An award's applications (the list's search and sort) with the mean and every judge's score, as a file for the viewer; audited. ADMIN_CONGRESO of its edition only: NOT_FOUND for whoever does not read the award, FORBIDDEN for its judges. Column keys: title, lastName, firstName, email, document, createdAt, file, mean, counted, scores.",
    args: { ...exportArgFields(t.arg), awardId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireAwardExport(ctx.database.db, ctx.viewer, args.awardId);
      return requestExport(ctx, generatedFiles(ctx), awardApplicationsExport, ctx.viewer.id, exportInput(args));
    },
  }),
  createAward: t.withAuth({ loggedIn: true }).field({
    type: AwardRef,
    description: 'Creates an award of an edition (ADMIN_CONGRESO of it), with judges among its JUEZ. Audited.',
    args: { conferenceId: t.arg.id({ required: true }), data: t.arg({ type: AwardInput, required: true }) },
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId }),
    resolve: (_root, { conferenceId, data }, ctx) => createAward(ctx, ctx.viewer, conferenceId, judgeData(data)),
  }),
  updateAward: t.withAuth({ loggedIn: true }).field({
    type: AwardRef,
    description: 'Replaces an open award\'s data and judges (a judge taken off loses their scores). ADMIN_CONGRESO of its edition; NOT_FOUND for anyone else; CONFLICT once closed. Audited.',
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: AwardInput, required: true }) },
    resolve: (_root, { id, data }, ctx) => updateAward(ctx, ctx.viewer, id, judgeData(data)),
  }),
  deleteAward: t.withAuth({ loggedIn: true }).field({
    type: 'Boolean',
    description: 'Deletes an award without applications (CONFLICT otherwise). ADMIN_CONGRESO of its edition; NOT_FOUND for anyone else. Audited.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteAward(ctx, ctx.viewer, id),
  }),
  closeAward: t.withAuth({ loggedIn: true }).field({
    type: AwardRef,
    description:
      'Closes an award with its winner and mentions (applications of the award; BAD_USER_INPUT otherwise): no more applications, changes or scores; their certificates become due. ADMIN_CONGRESO of its edition who did not apply to it (FORBIDDEN); NOT_FOUND for anyone else; CONFLICT when already closed. Audited.',
    args: { id: t.arg.id({ required: true }), result: t.arg({ type: CloseInput, required: true }) },
    resolve: (_root, { id, result }, ctx) =>
      closeAward(ctx, ctx.viewer, id, {
        winnerApplicationId: result.winnerApplicationId == null ? null : String(result.winnerApplicationId),
        mentionApplicationIds: (result.mentionApplicationIds ?? []).map(String),
      }),
  }),
  applyForAward: t.withAuth({ loggedIn: true }).field({
    type: MyAwardApplicationRef,
    description:
      "Applies to an award of the edition of one of the viewer's inscriptions, while it is open and inside its window, once per award (CONFLICT otherwise); the work is a PDF uploaded with purpose AWARD_APPLICATION. E-mails a receipt.",
    args: { data: t.arg({ type: ApplyInput, required: true }) },
    resolve: (_root, { data }, ctx) => applyForAward(ctx, ctx.viewer, data),
  }),
  updateAwardApplication: t.withAuth({ loggedIn: true }).field({
    type: MyAwardApplicationRef,
    description: "Changes the viewer's own application while the award receives applications (CONFLICT otherwise; NOT_FOUND for anyone else's).",
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: UpdateApplicationInput, required: true }) },
    resolve: (_root, { id, data }, ctx) => updateAwardApplication(ctx, ctx.viewer, id, data),
  }),
  deletePostulacionPremio: t.withAuth({ loggedIn: true }).field({
    type: 'Boolean',
    description: "Withdraws the viewer's own award application (its file and scores go with it) while the award receives applications: CONFLICT with the reason otherwise; NOT_FOUND for anyone else's.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteAwardApplication(ctx, ctx.viewer, id),
  }),
  scoreAwardApplication: t.withAuth({ loggedIn: true }).field({
    type: AwardApplicationRef,
    description:
      'A judge of the award scores an application 1–10 with a comment, or changes their score, until the award closes (CONFLICT after). NOT_FOUND for anyone else. A judge in conflict with the applicant may score; their score is left out of the mean.',
    args: { applicationId: t.arg.id({ required: true }), score: t.arg.int({ required: true }), comment: t.arg.string({ required: false }) },
    resolve: (_root, { applicationId, score, comment }, ctx) => scoreAwardApplication(ctx, ctx.viewer, applicationId, score, comment),
  }),
}));
