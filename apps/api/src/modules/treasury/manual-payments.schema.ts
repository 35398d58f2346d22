// GraphQL types and fields of reported payments (the member's side) and of treasury's manual payments.
import { manualDecisions, receiptLabel } from '@portal/domain/payments';
import { builder } from '../../graphql/builder';
import { PaymentChannelEnum, PaymentMethodEnum, PaymentStatusEnum } from '../../graphql/enums';
import { exportArgFields, ExportAnswerRef, exportInput } from '../../graphql/exports';
import { listArgFields, pageType } from '../../graphql/pagination';
import { requestExport } from '../../platform/exports/exports';
import { manualPaymentsExport } from './treasury.export';
import { PaymentChargeRef, PaymentRef, Person } from '../../graphql/refs';
import { generatedFiles, signFileUrl } from '../files/files.service';
import { decideManualPayment, manualPayment, manualPayments, myTransferReference, reportPayment, type ManualPaymentDetail, type ManualPaymentItem } from './manual-payments.service';
import type { PaymentPermissions } from '../payments/payments.rules';

/** The receipt file's signed link lives this long on the review screen. */
const RECEIPT_FILE_TTL_SECONDS = 600;

const ManualDecisionEnum = builder.enumType('ManualPaymentDecision', { values: manualDecisions });

const PersonNameRef = builder.objectRef<{ id: string; name: string }>('PaymentActor').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ReceiptFileRef = builder.objectRef<NonNullable<ManualPaymentDetail['receiptFile']>>('PaymentReceiptFile').implement({
  description: 'The receipt the member uploaded with the report.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    contentType: t.exposeString('contentType'),
    sizeBytes: t.exposeInt('sizeBytes'),
    url: t.string({ description: 'A signed link valid for 10 minutes (images shown inline, PDFs downloaded).', resolve: (f, _a, ctx) => signFileUrl(ctx.config.jwtSecret, f.id, RECEIPT_FILE_TTL_SECONDS) }),
  }),
});

const ManualPaymentRef = builder.objectRef<ManualPaymentItem>('ManualPayment').implement({
  description: 'A manual payment (reported by the member, or recorded by treasury), as treasury sees it in the list.',
  fields: (t) => ({
    id: t.exposeID('id'),
    person: t.field({ type: Person, description: 'Whose payment it is.', resolve: (p) => p.person }),
    amountCents: t.exposeInt('amountCents', { description: 'ARS cents the payment covers: what the chosen charges owed.' }),
    reportedAmountCents: t.exposeInt('reportedAmountCents', { nullable: true, description: 'Reported payments: the amount the member says they paid (may differ from amountCents).' }),
    method: t.expose('method', { type: PaymentMethodEnum }),
    channel: t.expose('channel', { type: PaymentChannelEnum }),
    status: t.expose('status', { type: PaymentStatusEnum }),
    informedDay: t.exposeString('informedDay', { nullable: true, description: 'The day paid, yyyy-mm-dd (Buenos Aires).' }),
    createdAt: t.string({ description: 'When it was reported or recorded, ISO 8601 UTC.', resolve: (p) => p.createdAt.toISOString() }),
    decidedAt: t.string({ nullable: true, resolve: (p) => p.decidedAt?.toISOString() ?? null }),
    receiptNumber: t.string({ nullable: true, resolve: (p) => (p.receipt ? receiptLabel(p.receipt.year, p.receipt.number) : null) }),
    charges: t.field({ type: [PaymentChargeRef], resolve: (p) => p.charges }),
  }),
});

const PaymentPermissionsRef = builder.objectRef<PaymentPermissions>('PaymentPermissions').implement({
  fields: (t) => ({ canDecide: t.exposeBoolean('canDecide', { description: 'A manual payment under review, and not the viewer’s own.' }) }),
});

const ManualPaymentDetailRef = builder.objectRef<ManualPaymentDetail>('ManualPaymentDetail').implement({
  description: 'A manual payment under treasury review: everything the decision needs.',
  fields: (t) => ({
    id: t.exposeID('id'),
    person: t.field({ type: Person, description: 'Whose payment it is.', resolve: (p) => p.person }),
    amountCents: t.exposeInt('amountCents'),
    reportedAmountCents: t.exposeInt('reportedAmountCents', { nullable: true }),
    method: t.expose('method', { type: PaymentMethodEnum }),
    channel: t.expose('channel', { type: PaymentChannelEnum }),
    status: t.expose('status', { type: PaymentStatusEnum }),
    informedDay: t.exposeString('informedDay', { nullable: true }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    decidedAt: t.string({ nullable: true, resolve: (p) => p.decidedAt?.toISOString() ?? null }),
    receiptNumber: t.string({ nullable: true, resolve: (p) => (p.receipt ? receiptLabel(p.receipt.year, p.receipt.number) : null) }),
    charges: t.field({ type: [PaymentChargeRef], resolve: (p) => p.charges }),
    note: t.exposeString('note', { nullable: true, description: "The member's note (reported) or treasury's (generated)." }),
    decisionNote: t.exposeString('decisionNote', { nullable: true }),
    internalReceipt: t.exposeString('internalReceipt', { nullable: true }),
    decidedBy: t.field({ type: PersonNameRef, nullable: true, resolve: (p) => p.decidedBy }),
    createdBy: t.field({ type: PersonNameRef, nullable: true, resolve: (p) => p.createdBy }),
    receiptFile: t.field({ type: ReceiptFileRef, nullable: true, resolve: (p) => p.receiptFile }),
    transferReference: t.exposeString('transferReference', { description: "The member's transfer reference code." }),
    permissions: t.field({ type: PaymentPermissionsRef, description: 'What the viewer may do with it (the web reads this, never a copy of the rule).', resolve: (p) => p.permissions }),
  }),
});

const ReportPaymentInput = builder.inputType('ReportPaymentInput', {
  fields: (t) => ({
    payments: t.idList({ required: true, description: "The member's own pending charges (ids)." }),
    amountCents: t.int({ required: false, description: 'What the member says they paid, ARS cents; absent: what the charges owe.' }),
    informedDay: t.string({ required: false, description: 'The day paid, yyyy-mm-dd (Buenos Aires), not in the future.' }),
    method: t.string({ required: false, description: 'TRANSFERENCIA, EFECTIVO or OTRO.' }),
    receiptFileId: t.id({ required: false, description: 'The receipt, uploaded first with uploadFile (purpose PAYMENT_RECEIPT).' }),
    note: t.string({ required: false }),
  }),
});

const ManualPaymentPage = pageType('ManualPayment', ManualPaymentRef);

builder.queryFields((t) => ({
  myTransferReference: t.withAuth({ role: 'USER' }).string({
    description: "The signed-in member's transfer reference code (`K7M3-QX9P`), given on first need: write it in the bank transfer's concept.",
    resolve: (_root, _args, ctx) => myTransferReference(ctx, ctx.viewer),
  }),
  manualPayments: t.withAuth({ role: 'TESORERIA' }).field({
    type: ManualPaymentPage,
    description: 'Manual payments (reported by members, recorded by treasury), newest first. `search`: name, e-mail or document; `from`/`to`: days reported (yyyy-mm-dd, Buenos Aires).',
    args: {
      ...listArgFields(t.arg),
      status: t.arg({ type: [PaymentStatusEnum], required: false }),
      method: t.arg({ type: PaymentMethodEnum, required: false }),
      from: t.arg.string({ required: false }),
      to: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => manualPayments(ctx, args),
  }),
  manualPayment: t.withAuth({ role: 'TESORERIA' }).field({
    type: ManualPaymentDetailRef,
    description: 'One manual payment for review. NOT_FOUND for an online payment or an unknown id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => manualPayment(ctx, ctx.viewer, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  exportManualPayments: t.withAuth({ role: 'TESORERIA' }).field({
    type: ExportAnswerRef,
    nullable: false,
    description:
      'The manual payments list (its filters, search and sort) as a file for the viewer; audited. Column keys: created, lastName, firstName, email, document, method, channel, informed, reported, amount, status, decided, receipt, charges.',
    args: {
      ...exportArgFields(t.arg),
      status: t.arg({ type: [PaymentStatusEnum], required: false }),
      method: t.arg({ type: PaymentMethodEnum, required: false }),
      from: t.arg.string({ required: false }),
      to: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => requestExport(ctx, generatedFiles(ctx), manualPaymentsExport, ctx.viewer.id, exportInput(args)),
  }),
  reportPayment: t.withAuth({ role: 'USER' }).field({
    type: PaymentRef,
    description:
      "Reports a payment (transfer, cash, other) of the signed-in member's chosen pending charges with its receipt: a manual payment UNDER_REVIEW for treasury. NOT_FOUND for a charge that is not the member's; CONFLICT for one already paid or in another report under review.",
    args: { data: t.arg({ type: ReportPaymentInput, required: true }) },
    resolve: (_root, { data }, ctx) => reportPayment(ctx, ctx.viewer, data),
  }),
  decideManualPayment: t.withAuth({ role: 'TESORERIA' }).field({
    type: ManualPaymentDetailRef,
    description:
      'Approves or rejects a reported payment under review (a note is required to reject; the member reads it). CONFLICT when it is no longer under review (naming who decided and when) or is the viewer’s own payment.',
    args: { id: t.arg.id({ required: true }), decision: t.arg({ type: ManualDecisionEnum, required: true }), note: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => decideManualPayment(ctx, ctx.viewer, String(args.id), { decision: args.decision, note: args.note }),
  }),
}));
