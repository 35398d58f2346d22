import { z } from 'zod';

/** Largest bank statement accepted (bytes) and most rows in one. */
export const BANK_STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
export const BANK_STATEMENT_MAX_ROWS = 5000;
/** Longest line of a statement (characters): a longer one is not a bank CSV. */
export const BANK_STATEMENT_MAX_LINE = 4000;
/** At most this many lines confirmed in one request. */
export const MAX_LINES_PER_CONFIRM = 100;
/** The name a statement gets when its upload names none usable. */
export const DEFAULT_STATEMENT_NAME = 'extracto.csv';

/**
 * PROPOSED: a match is proposed, treasury confirms it. UNMATCHED: nothing found, treasury may match
 * it by hand or dismiss it. CONFIRMED: it points at a payment. DISMISSED: not ours to match.
 * DUPLICATE: the same line was imported before ("ya importada"), never matched again.
 */
export const bankLineStates = ['PROPOSED', 'UNMATCHED', 'CONFIRMED', 'DISMISSED', 'DUPLICATE'] as const;
export type BankLineState = (typeof bankLineStates)[number];
export const bankLineStateLabels: Record<BankLineState, string> = {
  PROPOSED: 'Propuesta',
  UNMATCHED: 'Sin coincidencia',
  CONFIRMED: 'Confirmada',
  DISMISSED: 'Descartada',
  DUPLICATE: 'Ya importada',
};

/** CONFIRM_REPORT: approve the member's reported payment. RECORD_PAYMENT: record a payment of their pending charges. */
export const bankProposalKinds = ['CONFIRM_REPORT', 'RECORD_PAYMENT'] as const;
export type BankProposalKind = (typeof bankProposalKinds)[number];
export const bankProposalKindLabels: Record<BankProposalKind, string> = {
  CONFIRM_REPORT: 'Confirmar informe',
  RECORD_PAYMENT: 'Registrar pago',
};

export const bankConfidences = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type BankConfidence = (typeof bankConfidences)[number];
export const bankConfidenceLabels: Record<BankConfidence, string> = { HIGH: 'Alta', MEDIUM: 'Media', LOW: 'Baja' };

/** How the sign of a line is told: by the amount's own sign, or by a column saying débito / crédito. */
const columnIndex = (label: string) =>
  z
    .number({ error: `Elija la columna de ${label}` })
    .int(`Elija la columna de ${label}`)
    .min(0, `Elija la columna de ${label}`)
    .max(199, `Elija la columna de ${label}`);
const optionalIndex = z.number().int().min(0).max(199).nullable().optional().transform((v) => v ?? null);

/** Which column holds what: indexes into the header row. */
export const bankMappingInput = z
  .object({
    date: columnIndex('fecha'),
    amount: columnIndex('importe'),
    concept: columnIndex('concepto'),
    reference: optionalIndex,
    sign: optionalIndex,
  })
  .superRefine((m, ctx) => {
    const used = [
      ['date', m.date],
      ['amount', m.amount],
      ['concept', m.concept],
      ['reference', m.reference],
      ['sign', m.sign],
    ] as const;
    const seen = new Map<number, string>();
    for (const [field, index] of used) {
      if (index === null) continue;
      if (seen.has(index)) ctx.addIssue({ code: 'custom', path: [field], message: 'Esa columna ya está elegida para otro dato' });
      else seen.set(index, field);
    }
  });
export type BankMapping = z.output<typeof bankMappingInput>;
export type BankMappingField = keyof BankMapping;

export const bankMappingLabels: Record<BankMappingField, string> = {
  date: 'Fecha',
  amount: 'Importe',
  concept: 'Concepto o descripción',
  reference: 'Referencia o id. de la operación (opcional)',
  sign: 'Débito / crédito (opcional)',
};

/** `matchBankLine`: a reported payment, or a person and which of their pending charges. */
export const bankManualMatchInput = z
  .object({
    paymentId: z.uuid('El pago elegido no es válido').nullable().optional().transform((v) => v ?? null),
    userId: z.uuid('La persona elegida no es válida').nullable().optional().transform((v) => v ?? null),
    chargeIds: z
      .array(z.union([z.string(), z.number()]).transform((v) => Number(v)).pipe(z.number().int().positive('El cargo elegido no es válido')))
      .max(20, 'Como máximo 20 cargos')
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
    note: z.string().trim().max(500, 'Como máximo 500 caracteres').optional().transform((v) => v || null),
  })
  .superRefine((m, ctx) => {
    if (!m.paymentId && !m.userId) ctx.addIssue({ code: 'custom', path: ['userId'], message: 'Elija un informe de pago o una persona' });
    if (m.paymentId && m.userId) ctx.addIssue({ code: 'custom', path: ['paymentId'], message: 'Elija un informe de pago o una persona, no ambos' });
    if (m.userId && m.chargeIds.length === 0) ctx.addIssue({ code: 'custom', path: ['chargeIds'], message: 'Elija los cargos que paga esta línea' });
  });
export type BankManualMatch = z.output<typeof bankManualMatchInput>;
