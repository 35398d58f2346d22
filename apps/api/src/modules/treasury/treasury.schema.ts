// GraphQL of treasury's payment tools (TESORERIA): generatePayment, the person search and a
// person's charges, online payments and their reconciliation, and credits.
import { creditStatuses, flagResolutions, paymentChannels, receiptLabel } from '@portal/domain/payments';
import { builder } from '../../graphql/builder';
import { PaymentMethodEnum, PaymentStatusEnum } from '../../graphql/enums';
import { listArgFields, pageType } from '../../graphql/pagination';
import { PaymentRef, Person, StatementChargeRef } from '../../graphql/refs';
import { exportArgFields, ExportAnswerRef, ExportFormatEnum, exportInput } from '../../graphql/exports';
import { requestExport } from '../../platform/exports/exports';
import { generatedFiles } from '../files/files.service';
import { generatePayment } from './generated';
import { accountStateExport, creditsExport, onlinePaymentsExport } from './treasury.export';
import type { Account } from '../payments/payments.service';
import type { CreditPermissions } from '../payments/payments.rules';
import { applyCredit, paymentPeople, personCharges, refundCredit, treasuryCredits, type CreditView, type PersonCharges, type TreasuryPerson } from './treasury.service';
import { onlineById, onlinePayments, reconcilePayment, type OnlinePayment } from './online-payments.service';
import { canResolveFlagged, resolveFlaggedPayment } from './flagged-payments';

const FlagResolutionEnum = builder.enumType('FlagResolution', {
  values: flagResolutions,
  description: 'ACCEPT (Aceptar lo recibido: approved for the amount received), REFUND (Rechazar y devolver: rejected, the money a credit to refund).',
});

const OnlinePaymentPermissionsRef = builder.objectRef<{ canResolve: boolean }>('OnlinePaymentPermissions').implement({
  fields: (t) => ({ canResolve: t.exposeBoolean('canResolve', { description: 'FLAGGED and not the viewer’s own: treasury may resolve it (resolveFlaggedPayment).' }) }),
});

const CreditStatusEnum = builder.enumType('CreditStatus', { values: creditStatuses, description: 'OPEN (Abierto), REFUNDED (Reintegrado), APPLIED (Aplicado).' });

const TreasuryPersonRef = builder.objectRef<TreasuryPerson>('TreasuryPerson').implement({
  description: 'A person as treasury sees them to record a payment.',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    document: t.exposeString('document'),
    pendingCents: t.exposeFloat('pendingCents', { description: 'What the person still owes on pending charges (ARS cents; a sum, so Float: exact below 2^53, it may pass a 32-bit Int).' }),
  }),
});

const TreasuryAccountRef = builder.objectRef<Account>('TreasuryAccount').implement({
  description: 'Sums of ARS cents: Float (exact below 2^53), as they may pass a 32-bit Int.',
  fields: (t) => ({
    chargedCents: t.exposeFloat('chargedCents'),
    paidCents: t.exposeFloat('paidCents'),
    balanceCents: t.exposeFloat('balanceCents'),
    underReviewCents: t.exposeFloat('underReviewCents'),
    creditCents: t.exposeFloat('creditCents'),
  }),
});

const PersonChargesRef = builder.objectRef<PersonCharges>('PersonCharges').implement({
  description: "A person's balance and pending charges, for treasury to record a payment.",
  fields: (t) => ({
    person: t.field({ type: TreasuryPersonRef, resolve: (p) => p.person }),
    account: t.field({ type: TreasuryAccountRef, resolve: (p) => p.account }),
    charges: t.field({ type: [StatementChargeRef], resolve: (p) => p.charges }),
  }),
});

const OnlineChargeRef = builder.objectRef<OnlinePayment['charges'][number]>('OnlinePaymentCharge').implement({
  fields: (t) => ({ chargeId: t.id({ resolve: (c) => c.chargeId }), description: t.exposeString('description'), amountCents: t.exposeInt('amountCents') }),
});

const OnlinePaymentRef = builder.objectRef<OnlinePayment>('OnlinePayment').implement({
  description: 'An online (checkout) payment as treasury sees it: our status and the provider’s.',
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    person: t.field({ type: Person, resolve: (p) => p.person }),
    amountCents: t.exposeInt('amountCents'),
    currency: t.exposeString('currency'),
    status: t.expose('status', { type: PaymentStatusEnum }),
    provider: t.exposeString('provider', { nullable: true, description: 'MERCADO_PAGO or SIMULATED.' }),
    providerPaymentId: t.exposeString('providerPaymentId', { nullable: true }),
    providerStatus: t.exposeString('providerStatus', { nullable: true, description: "The provider's status (approved, pending, in_process, rejected…)." }),
    flagReason: t.exposeString('flagReason', { nullable: true, description: 'FLAGGED: why (Spanish); kept once resolved.' }),
    receivedCents: t.exposeInt('receivedCents', { nullable: true, description: 'FLAGGED: what the provider says was received (cents of receivedCurrency); null when not yet known («Conciliar» fills it in).' }),
    receivedCurrency: t.exposeString('receivedCurrency', { nullable: true }),
    flagResolution: t.expose('flagResolution', { type: FlagResolutionEnum, nullable: true, description: 'How treasury resolved it, once flagged.' }),
    decisionNote: t.exposeString('decisionNote', { nullable: true, description: "Treasury's note with its resolution." }),
    permissions: t.field({ type: OnlinePaymentPermissionsRef, resolve: (p, _args, ctx) => ({ canResolve: ctx.viewer !== null && canResolveFlagged(ctx.viewer, p) }) }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    decidedAt: t.string({ nullable: true, resolve: (p) => p.decidedAt?.toISOString() ?? null }),
    receiptNumber: t.string({ nullable: true, resolve: (p) => (p.receipt ? receiptLabel(p.receipt.year, p.receipt.number) : null) }),
    charges: t.field({ type: [OnlineChargeRef], resolve: (p) => p.charges }),
  }),
});

const CreditChargeRef = builder.objectRef<{ id: number; description: string }>('CreditCharge').implement({
  fields: (t) => ({ id: t.id({ resolve: (c) => c.id }), description: t.exposeString('description') }),
});

const CreditPaymentRef = builder.objectRef<CreditView['payment']>('CreditPayment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    channel: t.string({ description: `One of ${paymentChannels.join(', ')}.`, resolve: (p) => p.channel }),
    method: t.exposeString('method'),
    receiptNumber: t.string({ nullable: true, resolve: (p) => (p.receipt ? receiptLabel(p.receipt.year, p.receipt.number) : null) }),
  }),
});

const CreditPermissionsRef = builder.objectRef<CreditPermissions>('CreditPermissions').implement({
  fields: (t) => ({
    canDecide: t.exposeBoolean('canDecide', { description: 'OPEN and not the viewer’s own: it may be refunded (and applied, unless canApply says no).' }),
    canApply: t.exposeBoolean('canApply', { description: 'It may be applied to another charge: decidable and not marked for refund.' }),
  }),
});

const CreditRef = builder.objectRef<CreditView>('Credit').implement({
  description: 'Money paid beyond a charge (the same charge paid twice): treasury refunds or applies it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    person: t.field({ type: Person, resolve: (c) => c.person }),
    amountCents: t.exposeInt('amountCents'),
    status: t.expose('status', { type: CreditStatusEnum }),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    resolvedAt: t.string({ nullable: true, resolve: (c) => c.resolvedAt?.toISOString() ?? null }),
    resolutionNote: t.exposeString('resolutionNote', { nullable: true }),
    refundOnly: t.exposeBoolean('refundOnly', { description: 'The money of a flagged payment treasury decided to give back: refunded, never applied.' }),
    charge: t.field({ type: CreditChargeRef, description: 'The charge paid twice.', resolve: (c) => c.charge }),
    appliedCharge: t.field({ type: CreditChargeRef, nullable: true, resolve: (c) => c.appliedCharge }),
    payment: t.field({ type: CreditPaymentRef, description: 'The payment the credit came from.', resolve: (c) => c.payment }),
    permissions: t.field({ type: CreditPermissionsRef, description: 'What the viewer may do with it (the web reads this, never a copy of the rule).', resolve: (c) => c.permissions }),
  }),
});

const TreasuryPersonPage = pageType('TreasuryPerson', TreasuryPersonRef);
const OnlinePaymentPage = pageType('OnlinePayment', OnlinePaymentRef);
const CreditPage = pageType('Credit', CreditRef);

builder.queryFields((t) => ({
  paymentPeople: t.withAuth({ role: 'TESORERIA' }).field({
    type: TreasuryPersonPage,
    description: 'People to record a payment for (search by name, e-mail or document), with what each owes.',
    args: listArgFields(t.arg),
    resolve: (_root, args, ctx) => paymentPeople(ctx, args),
  }),
  personCharges: t.withAuth({ role: 'TESORERIA' }).field({
    type: PersonChargesRef,
    description: "A person's balance and pending charges (what each still owes), to record a payment. NOT_FOUND for an unknown person.",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => personCharges(ctx, String(args.userId)),
  }),
  onlinePayments: t.withAuth({ role: 'TESORERIA' }).field({
    type: OnlinePaymentPage,
    description: 'Online payments, newest first, with our status and the provider’s; filters by status, creation day range (Buenos Aires, yyyy-mm-dd) and person.',
    args: { ...listArgFields(t.arg), status: t.arg({ type: [PaymentStatusEnum], required: false }), from: t.arg.string({ required: false }), to: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => onlinePayments(ctx, args),
  }),
  treasuryCredits: t.withAuth({ role: 'TESORERIA' }).field({
    type: CreditPage,
    description: 'Credits (a charge paid twice), OPEN by default, oldest first.',
    args: { ...listArgFields(t.arg), status: t.arg({ type: CreditStatusEnum, required: false }) },
    resolve: (_root, args, ctx) => treasuryCredits(ctx, ctx.viewer, args),
  }),
}));

builder.mutationFields((t) => ({
  exportAccountState: t.withAuth({ role: 'TESORERIA' }).field({
    type: ExportAnswerRef,
    nullable: false,
    description: 'The people of "Registrar pago" (its search) with what each still owes, as a file for the viewer; audited.',
    args: { format: t.arg({ type: ExportFormatEnum, required: true }), search: t.arg.string({ required: false }) },
    resolve: (_root, { format, ...filters }, ctx) => requestExport(ctx, generatedFiles(ctx), accountStateExport, ctx.viewer.id, { format, filters }),
  }),
  exportOnlinePayments: t.withAuth({ role: 'TESORERIA' }).field({
    type: ExportAnswerRef,
    nullable: false,
    description:
      'The online payments list (its filters, search and sort) as a file for the viewer; audited. Column keys: created, lastName, firstName, email, document, amount, status, decided, receipt, charges, providerPaymentId, providerStatus.',
    args: { ...exportArgFields(t.arg), status: t.arg({ type: [PaymentStatusEnum], required: false }), from: t.arg.string({ required: false }), to: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => requestExport(ctx, generatedFiles(ctx), onlinePaymentsExport, ctx.viewer.id, exportInput(args)),
  }),
  exportCredits: t.withAuth({ role: 'TESORERIA' }).field({
    type: ExportAnswerRef,
    nullable: false,
    description:
      'The credits list (OPEN unless `status`; its search and sort) as a file for the viewer; audited. Column keys: created, lastName, firstName, email, document, amount, status, refundOnly, charge, receipt, appliedCharge, resolved, note.',
    args: { ...exportArgFields(t.arg), status: t.arg({ type: CreditStatusEnum, required: false }) },
    resolve: (_root, args, ctx) => requestExport(ctx, generatedFiles(ctx), creditsExport, ctx.viewer.id, exportInput(args)),
  }),
  generatePayment: t.withAuth({ role: 'TESORERIA' }).field({
    type: PaymentRef,
    description:
      "Records an approved payment for a person's chosen pending charges (`payments`: charge ids), each for what it still owes; `notify` e-mails the receipt. NOT_FOUND for a charge that is not the person's; CONFLICT for one with nothing to pay, or for the treasurer's own charges.",
    args: {
      userId: t.arg.id({ required: true }),
      payments: t.arg.idList({ required: true }),
      informedDay: t.arg.string({ required: true, description: 'The day the money was paid (yyyy-mm-dd, Buenos Aires).' }),
      method: t.arg({ type: PaymentMethodEnum, required: true }),
      internalReceipt: t.arg.string({ required: false }),
      note: t.arg.string({ required: false }),
      notify: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) => generatePayment(ctx, ctx.viewer, args),
  }),
  reconcilePayment: t.withAuth({ role: 'TESORERIA' }).field({
    type: OnlinePaymentRef,
    description: "Fetches the provider's current state of an online payment and applies it (idempotent). Answers the updated row.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reconcilePayment(ctx, ctx.viewer, String(args.id)),
  }),
  resolveFlaggedPayment: t.withAuth({ role: 'TESORERIA' }).field({
    type: OnlinePaymentRef,
    description:
      'Resolves a FLAGGED online payment with a required note: ACCEPT approves it for the amount received (receipt, charges, credit for any excess), REFUND rejects it and makes what was received a credit to refund. CONFLICT when no longer FLAGGED, or for the treasurer’s own payment. Audited; the member is e-mailed.',
    args: { id: t.arg.id({ required: true }), decision: t.arg({ type: FlagResolutionEnum, required: true }), note: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => (await onlineById(ctx.database.db, await resolveFlaggedPayment(ctx, ctx.viewer, { ...args, id: String(args.id) })))!,
  }),
  refundCredit: t.withAuth({ role: 'TESORERIA' }).field({
    type: CreditRef,
    description: 'Marks an open credit as refunded to the member, with a note. CONFLICT when already refunded or applied.',
    args: { id: t.arg.id({ required: true }), note: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => refundCredit(ctx, ctx.viewer, args),
  }),
  applyCredit: t.withAuth({ role: 'TESORERIA' }).field({
    type: CreditRef,
    description: "Applies an open credit to another pending charge of the same person (the charge is PAID when covered). CONFLICT when already decided; NOT_FOUND for another person's charge.",
    args: { id: t.arg.id({ required: true }), chargeId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => applyCredit(ctx, ctx.viewer, args),
  }),
}));
