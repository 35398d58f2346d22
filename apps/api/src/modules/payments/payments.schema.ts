// GraphQL types and fields of the payments domain (the member's side).
import { chargeStatuses } from '@portal/domain/charges';
import { receiptLabel } from '@portal/domain/payments';
import { builder } from '../../graphql/builder';
import { PaymentChannelEnum, PaymentMethodEnum, PaymentStatusEnum } from '../../graphql/enums';
import { listArgFields, pageType } from '../../graphql/pagination';
import { PaymentChargeRef, PaymentRef, StatementChargeRef } from '../../graphql/refs';
import { accountOf, type Account, type AccountRefund } from './ledger';
import { createPayment, myCharges, myPayment, myPayments, type PaymentView } from './payments.service';
import type { ChargePermissions } from './payments.rules';
import { signReceiptUrl } from './receipt-urls';

const StatementChargeStatusEnum = builder.enumType('StatementChargeStatus', { values: chargeStatuses, description: 'The charge status (same values as ChargeStatus).' });
const ChargeKindEnum = builder.enumType('ChargeKind', { values: ['MEMBERSHIP', 'INSCRIPTION'] as const });

PaymentChargeRef.implement({
  description: 'A charge a payment covers, and with how much of it.',
  fields: (t) => ({
    chargeId: t.id({ resolve: (c) => c.chargeId }),
    description: t.exposeString('description'),
    amountCents: t.exposeInt('amountCents', { description: 'ARS cents of the payment given to this charge.' }),
  }),
});

const PaymentRefundRef = builder.objectRef<PaymentView['refunds'][number]>('PaymentRefund').implement({
  description: 'Money treasury gave back of a payment (a credit refunded).',
  fields: (t) => ({
    amountCents: t.exposeInt('amountCents', { description: 'ARS cents.' }),
    refundedAt: t.string({ description: 'ISO 8601 UTC.', resolve: (f) => f.refundedAt.toISOString() }),
    note: t.exposeString('note', { nullable: true, description: "Treasury's note (how it was returned)." }),
  }),
});

PaymentRef.implement({
  description: 'A payment of the signed-in member.',
  fields: (t) => ({
    id: t.exposeID('id'),
    amountCents: t.exposeInt('amountCents', { description: 'ARS cents.' }),
    currency: t.exposeString('currency'),
    method: t.expose('method', { type: PaymentMethodEnum }),
    channel: t.expose('channel', { type: PaymentChannelEnum }),
    status: t.expose('status', { type: PaymentStatusEnum }),
    createdAt: t.string({ description: 'ISO 8601 UTC.', resolve: (p) => p.createdAt.toISOString() }),
    decidedAt: t.string({ nullable: true, description: 'ISO 8601 UTC.', resolve: (p) => p.decidedAt?.toISOString() ?? null }),
    charges: t.field({ type: [PaymentChargeRef], description: 'What it paid: an issued receipt\'s lines as at issue.', resolve: (p) => p.charges }),
    refunds: t.field({ type: [PaymentRefundRef], description: 'What treasury gave back of it, oldest first.', resolve: (p) => p.refunds }),
    informedDay: t.exposeString('informedDay', { nullable: true, description: 'Manual payments: the day paid, yyyy-mm-dd (Buenos Aires).' }),
    note: t.exposeString('note', { nullable: true, description: "Reported payments: the member's note." }),
    decisionNote: t.exposeString('decisionNote', { nullable: true, description: "Treasury's note with its decision (why a reported payment was rejected)." }),
    checkoutUrl: t.string({ nullable: true, description: 'Where to finish an online payment still pending.', resolve: (p) => (p.status === 'PENDING' && p.channel === 'ONLINE' ? p.checkoutUrl : null) }),
    receiptNumber: t.string({ nullable: true, description: 'The receipt (comprobante) number of an approved payment: `2026-000012`.', resolve: (p) => (p.receipt ? receiptLabel(p.receipt.year, p.receipt.number) : null) }),
    receiptUrl: t.string({
      nullable: true,
      description: 'A short-lived link (10 minutes) to the receipt PDF of an approved payment.',
      resolve: (p, _a, ctx) => (p.status === 'APPROVED' && p.receipt ? signReceiptUrl(ctx.config.jwtSecret, p.id) : null),
    }),
  }),
});

const ChargePermissionsRef = builder.objectRef<ChargePermissions>('ChargePermissions').implement({
  description: 'What the member may do with a charge of their statement (the web reads this, never a copy of the rule).',
  fields: (t) => ({
    canPay: t.exposeBoolean('canPay', { description: 'Pending and still owing: it may go in an online payment.' }),
    canReport: t.exposeBoolean('canReport', { description: 'Payable and not already in a report under review: it may go in "Informar pago".' }),
  }),
});

StatementChargeRef.implement({
  description: 'A charge on the account statement: what it asks, what approved payments covered, what payments under review cover, what is left.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: ChargeKindEnum }),
    description: t.exposeString('description'),
    amountCents: t.exposeInt('amountCents'),
    paidCents: t.exposeInt('paidCents'),
    underReviewCents: t.exposeFloat('underReviewCents', { description: 'Covered by payments not yet decided (online pending, or reported): a sum, so Float (exact below 2^53; several abandoned checkouts may pass a 32-bit Int).' }),
    pendingCents: t.exposeInt('pendingCents'),
    status: t.expose('status', { type: StatementChargeStatusEnum }),
    permissions: t.field({ type: ChargePermissionsRef, resolve: (c) => c.permissions }),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    paidAt: t.string({ nullable: true, resolve: (c) => c.paidAt?.toISOString() ?? null }),
    feeApplied: t.string({ nullable: true, description: 'INSCRIPTION charges: MEMBER or NON_MEMBER (the fee of the category that applies).', resolve: (c) => c.feeApplied }),
    feeReason: t.string({
      nullable: true,
      description: 'INSCRIPTION charges: why that fee applies (Spanish, for the statement).',
      resolve: (c) =>
        c.kind !== 'INSCRIPTION' || !c.feeApplied
          ? null
          : (c.feeNote ??
            (c.feeApplied === 'MEMBER'
              ? 'Precio de socio: la cuota del año estaba paga al inscribirse.'
              : 'Precio general: la cuota del año no estaba paga al inscribirse. Si paga la cuota antes que la inscripción, el precio baja al de socio.')),
    }),
  }),
});

const AccountRefundRef = builder.objectRef<AccountRefund>('AccountRefund').implement({
  description: 'Money treasury gave back to the member (a credit refunded): a record of its own; the receipt of the payment it came from stays as issued.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The refunded credit.' }),
    amountCents: t.exposeInt('amountCents', { description: 'ARS cents.' }),
    refundedAt: t.string({ description: 'ISO 8601 UTC.', resolve: (f) => f.refundedAt.toISOString() }),
    note: t.exposeString('note', { nullable: true, description: "Treasury's note (how it was returned)." }),
    description: t.exposeString('description', { description: 'The charge the money was paid for.' }),
    receiptNumber: t.string({ nullable: true, description: 'The receipt of the payment it came from: `2026-000012` (none for a flagged payment treasury rejected).', resolve: (f) => (f.receipt ? receiptLabel(f.receipt.year, f.receipt.number) : null) }),
    refundOnly: t.exposeBoolean('refundOnly', { description: 'Money of a flagged online payment treasury decided to give back (it never paid the charge).' }),
  }),
});

const AccountRef = builder.objectRef<Account>('AccountBalance').implement({
  description: 'The balance of the member: charges minus approved payments, ARS cents. Sums, so Float (exact below 2^53), as they may pass a 32-bit Int.',
  fields: (t) => ({
    chargedCents: t.exposeFloat('chargedCents'),
    paidCents: t.exposeFloat('paidCents'),
    balanceCents: t.exposeFloat('balanceCents', { description: 'Negative: the member paid more than owed.' }),
    underReviewCents: t.exposeFloat('underReviewCents'),
    creditCents: t.exposeFloat('creditCents', { description: 'Paid beyond a charge (a charge paid twice): treasury refunds or applies it.' }),
    refunds: t.field({ type: [AccountRefundRef], description: 'What treasury gave back (refunded credits), newest first; read in the same statement as the balance.', resolve: (a) => a.refunds }),
  }),
});

const CheckoutRef = builder.objectRef<{ payment: PaymentView; checkoutUrl: string }>('Checkout').implement({
  fields: (t) => ({
    payment: t.field({ type: PaymentRef, resolve: (c) => c.payment }),
    checkoutUrl: t.exposeString('checkoutUrl', { description: 'Where to send the browser: Mercado Pago Checkout Pro, or the local simulated checkout.' }),
  }),
});

const PaymentPage = pageType('Payment', PaymentRef);
const StatementChargePage = pageType('StatementCharge', StatementChargeRef);

builder.queryFields((t) => ({
  myAccount: t.withAuth({ role: 'USER' }).field({
    type: AccountRef,
    description: "The signed-in member's balance, with the refunds treasury made.",
    resolve: (_root, _args, ctx) => accountOf(ctx.database.db, ctx.viewer.id),
  }),
  myCharges: t.withAuth({ role: 'USER' }).field({
    type: StatementChargePage,
    description: "The signed-in member's charges (membership years, inscriptions), newest first.",
    args: { ...listArgFields(t.arg), pendingOnly: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) => myCharges(ctx, ctx.viewer, args),
  }),
  myPayments: t.withAuth({ role: 'USER' }).field({
    type: PaymentPage,
    description: "The signed-in member's payments, newest first.",
    args: { ...listArgFields(t.arg), status: t.arg({ type: [PaymentStatusEnum], required: false }) },
    resolve: (_root, args, ctx) => myPayments(ctx, ctx.viewer, args),
  }),
  myPayment: t.withAuth({ role: 'USER' }).field({
    type: PaymentRef,
    description: "One of the signed-in member's payments (the return screens of the checkout read it). NOT_FOUND for anyone else's.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => myPayment(ctx, ctx.viewer, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createPayment: t.withAuth({ role: 'USER' }).field({
    type: CheckoutRef,
    description:
      "Starts an online payment of the signed-in member's chosen pending charges (`payments`: charge ids), each for what it still owes. NOT_FOUND for a charge that is not the member's; CONFLICT for one with nothing to pay.",
    args: { payments: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => createPayment(ctx, ctx.viewer, { payments: args.payments }),
  }),
}));
