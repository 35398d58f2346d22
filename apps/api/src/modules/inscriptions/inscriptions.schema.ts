// GraphQL types and fields of congress inscriptions.
import { feeReasons, inscriptionFees, inscriptionPhases, type FeeReason } from '@portal/domain/inscriptions';
import { builder } from '../../graphql/builder';
import { chargeFields, conferenceFactFields } from '../../graphql/shared-fields';
import { listArgFields, pageType } from '../../graphql/pagination';
import { InscriptionCategoryRef } from '../../graphql/refs';
import type { InscriptionChargeView, InscriptionConferenceView, InscriptionView } from './inscriptions.read';
import { inscriptionPermissions } from './inscriptions.rules';
import {
  createInscription,
  inscriptionOffer,
  myInscription,
  myInscriptions,
  updateInscription,
  type InscriptionOffer,
  type OfferCategory,
} from './inscriptions.service';

export const InscriptionFeeEnum = builder.enumType('InscriptionFee', {
  description: 'Which fee of the category an inscription charge used: MEMBER (cuota de socio) or NON_MEMBER (cuota general).',
  values: inscriptionFees,
});

export const InscriptionPhaseEnum = builder.enumType('InscriptionPhase', {
  description: 'Where the inscription window stands today (Buenos Aires): NOT_OPEN, OPEN, CLOSED.',
  values: inscriptionPhases,
});

const FeeReasonEnum = builder.enumType('InscriptionFeeReason', {
  description: 'Why the visitor sees the fee they see (texts: feeReasons in @portal/domain/inscriptions).',
  values: Object.keys(feeReasons) as FeeReason[],
});

export const InscriptionConference = builder.objectRef<InscriptionConferenceView>('InscriptionConference').implement({
  description: 'The public facts of a congress edition. Dates are yyyy-mm-dd.',
  fields: (t) => ({
    ...conferenceFactFields(t),
  }),
});

const InscriptionCharge = builder.objectRef<InscriptionChargeView>('InscriptionCharge').implement({
  description: "An inscription's charge; the amount was fixed when it was created.",
  fields: (t) => ({
    ...chargeFields(t),
    feeApplied: t.field({ type: InscriptionFeeEnum, nullable: true, resolve: (c) => c.feeApplied }),
  }),
});

const InscriptionPermissions = builder.objectRef<ReturnType<typeof inscriptionPermissions>>('InscriptionPermissions').implement({
  description: 'What the viewer may do on an inscription.',
  fields: (t) => ({ canUpdateCareer: t.exposeBoolean('canUpdateCareer') }),
});

export const Inscription = builder.objectRef<InscriptionView>('Inscription').implement({
  description: "A person's inscription in a congress edition (one per person and edition).",
  fields: (t) => ({
    id: t.exposeID('id'),
    registrationDate: t.exposeString('registrationDate', { description: 'yyyy-mm-dd (Buenos Aires).' }),
    conference: t.field({ type: InscriptionConference, resolve: (i) => i.conference }),
    category: t.field({ type: InscriptionCategoryRef, resolve: (i) => i.category }),
    universityCareer: t.exposeString('universityCareer', { nullable: true }),
    charge: t.field({ type: InscriptionCharge, nullable: true, resolve: (i) => i.charge }),
    proposalCount: t.exposeInt('proposalCount'),
    permissions: t.field({ type: InscriptionPermissions, resolve: (i, _a, ctx) => inscriptionPermissions(ctx.viewer, i) }),
  }),
});

const InscriptionPage = pageType('Inscription', Inscription);

const OfferCategoryRef = builder.objectRef<OfferCategory>('InscriptionOfferCategory').implement({
  description: 'A category as the public page shows it: both fees and the one that applies to the visitor.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    isStudent: t.exposeBoolean('isStudent'),
    memberFeeCents: t.exposeInt('memberFeeCents'),
    nonMemberFeeCents: t.exposeInt('nonMemberFeeCents'),
    applicableFeeCents: t.exposeInt('applicableFeeCents', { nullable: true, description: 'Null when signed out.' }),
  }),
});

const InscriptionOfferRef = builder.objectRef<InscriptionOffer>('InscriptionOffer').implement({
  description: 'What the public page /inscripcion/{id} shows.',
  fields: (t) => ({
    conference: t.field({ type: InscriptionConference, resolve: (o) => o.conference }),
    phase: t.field({ type: InscriptionPhaseEnum, resolve: (o) => o.phase }),
    today: t.exposeString('today', { description: 'The day in Buenos Aires the phase was computed for (yyyy-mm-dd).' }),
    categories: t.field({ type: [OfferCategoryRef], resolve: (o) => o.categories }),
    feeReason: t.field({ type: FeeReasonEnum, resolve: (o) => o.feeReason }),
    feeReasonText: t.string({ description: 'The reason in Spanish, as the page says it.', resolve: (o) => feeReasons[o.feeReason] }),
    myInscription: t.field({ type: Inscription, nullable: true, resolve: (o) => o.myInscription }),
  }),
});

builder.queryFields((t) => ({
  inscriptionOffer: t.field({
    type: InscriptionOfferRef,
    nullable: true,
    description: 'The public inscription page of an edition; NOT_FOUND for an unknown edition.',
    authScopes: { public: true },
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, { conferenceId }, ctx) => inscriptionOffer(ctx, ctx.viewer, conferenceId),
  }),
  myInscriptions: t.withAuth({ loggedIn: true }).field({
    type: InscriptionPage,
    description: "The signed-in person's inscriptions, newest first. Sort by registrationDate, conference or startDate; search in the congress name.",
    args: listArgFields(t.arg),
    resolve: (_root, args, ctx) => myInscriptions(ctx, ctx.viewer, args),
  }),
  myInscription: t.withAuth({ loggedIn: true }).field({
    type: Inscription,
    nullable: true,
    description: "One of the signed-in person's inscriptions; NOT_FOUND for anyone else's.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => myInscription(ctx, ctx.viewer, id),
  }),
}));

builder.mutationFields((t) => ({
  createInscription: t.withAuth({ loggedIn: true }).field({
    type: Inscription,
    description:
      'Inscribes the signed-in person in a category of the edition, inside its inscription window, once (CONFLICT otherwise): the inscription, its charge (member fee when this year\'s membership is paid) and a confirmation e-mail.',
    args: { categoryId: t.arg.id({ required: true }), conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => createInscription(ctx, ctx.viewer, args),
  }),
  updateInscription: t.withAuth({ loggedIn: true }).field({
    type: Inscription,
    description:
      "Sets the university career of a student-category inscription (the current edition's unless conferenceId is given): one's own, or anyone's for ADMIN and TESORERIA (audited). NOT_FOUND otherwise.",
    args: { universityCareer: t.arg.string({ required: true }), userId: t.arg.id({ required: false }), conferenceId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) =>
      updateInscription(ctx, ctx.viewer, { universityCareer: args.universityCareer, userId: args.userId ? String(args.userId) : null, conferenceId: args.conferenceId }),
  }),
}));
