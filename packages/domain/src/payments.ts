import { z } from 'zod';
import { buenosAiresDay } from './dates';
import { dateOnly, intId, isoDayFromNow, multilineText, text, uuidId } from './input-hygiene';
import { formatCents, MAX_FEE_CENTS, parsePesos, pesosField } from './money';

/** How the money came in: the spec's four methods. */
export const paymentMethods = ['TRANSFERENCIA', 'EFECTIVO', 'MERCADO_PAGO', 'OTRO'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  TRANSFERENCIA: 'Transferencia bancaria',
  EFECTIVO: 'Efectivo',
  MERCADO_PAGO: 'Mercado Pago',
  OTRO: 'Otro',
};

/**
 * One payment covers at most MAX_FEE_CENTS (the largest fee): the amount column is a 32-bit
 * integer, and a member owing more pays in several payments. Sums over many payments and charges
 * (a balance, what a person owes) are bigint in SQL and reach GraphQL as Float (exact below 2⁵³).
 */
export const PAYMENT_TOO_LARGE = `El total elegido supera ${formatCents(MAX_FEE_CENTS)}, lo máximo de un pago: elija menos cargos y pague el resto en otro pago.`;

/** Where a payment was born: online checkout, reported by the member, or recorded by treasury. */
export const paymentChannels = ['ONLINE', 'REPORTED', 'GENERATED'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];
export const paymentChannelLabels: Record<PaymentChannel, string> = {
  ONLINE: 'En línea',
  REPORTED: 'Informado por el socio',
  GENERATED: 'Registrado por Tesorería',
};

/**
 * PENDING: started, not yet decided (an online checkout not finished). UNDER_REVIEW: reported,
 * waiting for treasury. APPROVED: counts in the ledger. REJECTED: does not. FLAGGED: the provider
 * said something that does not match ours (amount, currency, reference): treasury looks at it,
 * it never counts by itself; treasury resolves it (`resolveFlaggedPayment`): APPROVED for what was
 * received, or REJECTED with that money a credit to refund. CANCELLED: an online checkout whose
 * charges were paid another way.
 */
export const paymentStatuses = ['PENDING', 'UNDER_REVIEW', 'APPROVED', 'REJECTED', 'FLAGGED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  PENDING: 'Pendiente',
  UNDER_REVIEW: 'En revisión',
  APPROVED: 'Aprobado',
  REJECTED: 'Rechazado',
  FLAGGED: 'Observado por Tesorería',
  CANCELLED: 'Anulado',
};

/** A decided payment never changes state again through the provider. */
export const isDecided = (status: PaymentStatus) => status === 'APPROVED' || status === 'REJECTED' || status === 'FLAGGED' || status === 'CANCELLED';

/** At most this many charges in one payment. */
export const MAX_CHARGES_PER_PAYMENT = 20;

const chargeId = z.union([z.string(), z.number()], { error: 'Elija los cargos a pagar' }).transform((v, ctx) => {
  const text = String(v).trim();
  if (!/^\d{1,10}$/.test(text) || Number(text) <= 0 || Number(text) > 2_147_483_647) {
    ctx.addIssue({ code: 'custom', message: 'El cargo elegido no es válido' });
    return z.NEVER;
  }
  return Number(text);
});

/** `createPayment(payments: [chargeId])`: the viewer's own pending charges, each once. */
export const createPaymentInput = z.object({
  payments: z
    .array(chargeId, { error: 'Elija los cargos a pagar' })
    .min(1, 'Elija al menos un cargo a pagar')
    .max(MAX_CHARGES_PER_PAYMENT, `Como máximo ${MAX_CHARGES_PER_PAYMENT} cargos por pago`)
    .transform((ids) => [...new Set(ids)]),
});

/** A receipt number as printed: `2026-000012`. */
export const receiptLabel = (year: number, number: number) => `${year}-${String(number).padStart(6, '0')}`;

// ---------------------------------------------------------------------------------------------
// Reported payments (informar pago) and treasury's decision on them.

/** The methods a member may report (online payments go through the checkout). */
export const reportMethods = ['TRANSFERENCIA', 'EFECTIVO', 'OTRO'] as const;
export type ReportMethod = (typeof reportMethods)[number];

/** The earliest day a reported payment may say it was paid. */
export const EARLIEST_INFORMED_DAY = '2000-01-01';

export const reportMessages = {
  amount: 'Ingrese un importe válido, por ejemplo 45.000,00',
  amountPositive: 'El importe debe ser mayor que cero',
  day: 'Ingrese la fecha en que pagó',
  dayFuture: 'La fecha de pago no puede ser posterior a hoy',
  method: 'Elija cómo pagó',
  receipt: 'Adjunte el comprobante del pago (PDF, JPG o PNG)',
  noteLength: 'Como máximo 1000 caracteres',
  decision: 'Elija aprobar o rechazar',
  rejectNote: 'Escriba el motivo del rechazo: el socio lo verá',
} as const;

const informedDay = dateOnly({ min: () => EARLIEST_INFORMED_DAY, max: () => buenosAiresDay(), required: reportMessages.day, outOfRange: reportMessages.dayFuture });
const reportMethod = z.enum(reportMethods, { error: reportMessages.method });
const reportNote = multilineText({ max: 1000 }).nullable().optional().transform((v) => v || null);
const receiptFileId = uuidId(reportMessages.receipt);

/**
 * `reportPayment(data)` (server side): the member's own pending charges, the amount they say they
 * paid in cents (absent: what the charges owe), the day (Buenos Aires, not in the future), the
 * method, the receipt file (uploaded with purpose PAYMENT_RECEIPT) and a note.
 */
export const reportPaymentInput = z.object({
  payments: createPaymentInput.shape.payments,
  amountCents: z.number({ error: reportMessages.amount }).int(reportMessages.amount).min(1, reportMessages.amountPositive).max(MAX_FEE_CENTS, 'El importe es demasiado alto').nullable().optional(),
  informedDay,
  method: reportMethod,
  receiptFileId,
  note: reportNote,
});
export type ReportPaymentInput = z.input<typeof reportPaymentInput>;

/** The informar-pago form: the amount typed in pesos; the receipt as the uploaded file's id. */
export const reportPaymentForm = z.object({
  payments: createPaymentInput.shape.payments,
  amount: pesosField(reportMessages.amount).refine((v) => (parsePesos(v) ?? 0) > 0, reportMessages.amountPositive),
  informedDay,
  method: reportMethod,
  receiptFileId: z.string({ error: reportMessages.receipt }).min(1, reportMessages.receipt),
  note: reportNote,
});
export type ReportPaymentFormValues = z.input<typeof reportPaymentForm>;

export const manualDecisions = ['APPROVE', 'REJECT'] as const;
export type ManualDecision = (typeof manualDecisions)[number];

/** `decideManualPayment(id, decision, note)`: a note is required to reject (the member reads it). */
export const decideManualPaymentInput = z
  .object({
    decision: z.enum(manualDecisions, { error: reportMessages.decision }),
    note: reportNote,
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'REJECT' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: reportMessages.rejectNote });
  });

/** Oldest informed day treasury may record (years back). */
export const GENERATED_PAYMENT_MAX_YEARS_BACK = 5;
export const INTERNAL_RECEIPT_MAX = 60;
export const PAYMENT_NOTE_MAX = 500;

/**
 * `generatePayment(userId, payments, informedDay, method, internalReceipt?, note?, notify?)`:
 * treasury records an approved payment for a person's chosen pending charges. The same schema
 * validates the form (web) and the mutation (api).
 */
export const generatePaymentInput = z.object({
  userId: uuidId('Elija la persona'),
  payments: createPaymentInput.shape.payments,
  informedDay: dateOnly({
    min: () => isoDayFromNow(-GENERATED_PAYMENT_MAX_YEARS_BACK),
    max: () => buenosAiresDay(),
    required: 'Ingrese la fecha del pago',
    invalid: 'Ingrese una fecha válida (dd/mm/aaaa)',
    outOfRange: `La fecha no puede ser futura ni de hace más de ${GENERATED_PAYMENT_MAX_YEARS_BACK} años`,
  }),
  method: z.enum(paymentMethods, { error: 'Elija el medio de pago' }),
  internalReceipt: text({ max: INTERNAL_RECEIPT_MAX })
    .nullish()
    .transform((v) => v || null),
  note: multilineText({ max: PAYMENT_NOTE_MAX })
    .nullish()
    .transform((v) => v || null),
  notify: z.boolean({ error: 'Indique si se envía el comprobante' }).nullish().transform((v) => v ?? false),
});
export type GeneratePaymentInput = z.output<typeof generatePaymentInput>;

/** What a credit (paid beyond a charge) became. */
export const creditStatuses = ['OPEN', 'REFUNDED', 'APPLIED'] as const;
export type CreditStatus = (typeof creditStatuses)[number];
export const creditStatusLabels: Record<CreditStatus, string> = { OPEN: 'Abierto', REFUNDED: 'Reintegrado', APPLIED: 'Aplicado' };

export const CREDIT_NOTE_MAX = 500;

/** `refundCredit(id, note)`: the money went back to the member (a note says how). */
export const refundCreditInput = z.object({
  id: intId('El crédito no es válido'),
  note: multilineText({ required: 'Indique cómo se reintegró el dinero', max: CREDIT_NOTE_MAX }),
});

/**
 * Treasury's resolution of a FLAGGED online payment: ACCEPT (approved for what the provider says
 * was received, allocated to its charges as any approval) or REFUND (rejected for the portal's
 * accounts; what was received becomes a credit marked for refund, completed with «Reembolsar»).
 */
export const flagResolutions = ['ACCEPT', 'REFUND'] as const;
export type FlagResolution = (typeof flagResolutions)[number];
export const flagResolutionLabels: Record<FlagResolution, string> = { ACCEPT: 'Aceptar lo recibido', REFUND: 'Rechazar y devolver' };
export const FLAG_NOTE_MAX = 500;

/** `resolveFlaggedPayment(id, input: { decision, note })`: the note (why) is always required. */
export const resolveFlaggedPaymentInput = z.object({
  id: uuidId('El pago no es válido'),
  decision: z.enum(flagResolutions, { error: 'Elija si acepta el pago o lo devuelve' }),
  note: multilineText({ required: 'Indique el motivo de la decisión', max: FLAG_NOTE_MAX }),
});
export type ResolveFlaggedPaymentInput = z.input<typeof resolveFlaggedPaymentInput>;

/** `applyCredit(id, chargeId)`: the credit pays another pending charge of the same person. */
export const applyCreditInput = z.object({
  id: intId('El crédito no es válido'),
  chargeId: intId('Elija el cargo al que se aplica'),
});

const optionalDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .refine((v) => !v || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), message)
    .transform((v) => v || null);

/** Filters of the online payments list (treasury). */
export const onlinePaymentFilters = z
  .object({
    status: z.array(z.enum(paymentStatuses, { error: 'Estado no válido' })).nullish(),
    from: optionalDay('Ingrese una fecha válida'),
    to: optionalDay('Ingrese una fecha válida'),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'La fecha «hasta» debe ser posterior a «desde»', path: ['to'] });

/** Filter of the credits list (treasury). */
export const creditFilters = z.object({ status: z.enum(creditStatuses, { error: 'Estado no válido' }).nullish() });
