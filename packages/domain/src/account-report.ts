import { z } from 'zod';
import { safeString } from './input-hygiene';
import { MAX_PAGE_SIZE } from './pagination';
import { paymentMethods } from './payments';

/** What a charge is for, as the «Estados de cuenta» report names it. */
export const chargeConcepts = ['MEMBERSHIP', 'INSCRIPTION'] as const;
export type ChargeConcept = (typeof chargeConcepts)[number];
export const chargeConceptLabels: Record<ChargeConcept, string> = { MEMBERSHIP: 'Cuotas de socio', INSCRIPTION: 'Inscripciones' };

/** The report's sort names (the list, its export and its saved views share them). */
export const accountReportSorts = ['person', 'charged', 'paid', 'pending', 'credit', 'overdue'] as const;
export type AccountReportSort = (typeof accountReportSorts)[number];

/** Ageing of what is owed, by the age of each pending charge. */
export const ageingBuckets = [
  { key: 'upTo30', label: 'Hasta 30 días' },
  { key: 'from31To90', label: 'De 31 a 90 días' },
  { key: 'over90', label: 'Más de 90 días' },
] as const;

const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(10, message)
    .nullish()
    .refine((v) => !v || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), message)
    .transform((v) => v || null);

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message).nullish();

const range = (from: string | null | undefined, to: string | null | undefined) => !from || !to || from <= to;

/**
 * The filters of «Estados de cuenta» (ADMIN, TESORERIA). Charges by the day they were made, their
 * concept, edition (inscriptions) and membership category (dues); payments by the day the money
 * was paid, the day treasury (or the provider) approved it, and their method. A payment filter
 * keeps only the charges that received such a payment.
 */
export const accountReportFilters = z
  .object({
    chargedFrom: day('Ingrese una fecha de cargo válida'),
    chargedTo: day('Ingrese una fecha de cargo válida'),
    paidFrom: day('Ingrese una fecha de pago válida'),
    paidTo: day('Ingrese una fecha de pago válida'),
    approvedFrom: day('Ingrese una fecha de aprobación válida'),
    approvedTo: day('Ingrese una fecha de aprobación válida'),
    method: z.enum(paymentMethods, { error: 'Medio de pago no válido' }).nullish(),
    concept: z.enum(chargeConcepts, { error: 'Concepto no válido' }).nullish(),
    conferenceId: id('Edición no válida'),
    categoryId: id('Categoría no válida'),
    search: safeString().trim().max(200, 'La búsqueda es demasiado larga').nullish(),
  })
  .refine((f) => range(f.chargedFrom, f.chargedTo), { message: 'La fecha de cargo «hasta» debe ser posterior a «desde»', path: ['chargedTo'] })
  .refine((f) => range(f.paidFrom, f.paidTo), { message: 'La fecha de pago «hasta» debe ser posterior a «desde»', path: ['paidTo'] })
  .refine((f) => range(f.approvedFrom, f.approvedTo), { message: 'La fecha de aprobación «hasta» debe ser posterior a «desde»', path: ['approvedTo'] });
export type AccountReportFilters = z.infer<typeof accountReportFilters>;

/** The report's page and sort. */
export const accountReportPaging = z.object({
  page: z.number({ error: 'Página inválida' }).int('Página inválida').min(0, 'Página inválida').max(1_000_000, 'Página inválida').default(0),
  pageSize: z.number({ error: 'Tamaño de página inválido' }).int('Tamaño de página inválido').min(1, 'Tamaño de página inválido').max(MAX_PAGE_SIZE, `Como máximo ${MAX_PAGE_SIZE} filas por página`).default(25),
  sort: z.enum(accountReportSorts, { error: 'No se puede ordenar por ese campo.' }).nullish(),
  direction: z.enum(['ASC', 'DESC'], { error: 'Elija ASC o DESC.' }).nullish(),
});

/** Whether any payment filter is set (then only charges that received such a payment count). */
export const hasPaymentFilter = (f: AccountReportFilters) => Boolean(f.paidFrom || f.paidTo || f.approvedFrom || f.approvedTo || f.method);

/** The first and last day of a month (`2026-03`), for a chart's bar. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
