import { z } from 'zod';
import { listArgs } from './pagination';

/**
 * The reports of the board and treasury (spec section 2 "Reports", ADMIN and TESORERIA): the
 * filters each report takes, with Spanish messages. The same schemas validate the URL's filters in
 * the browser and the arguments on the server.
 */

/** A person's standing in a membership year, as the Miembros report shows it. */
export const memberReportStatuses = ['UP_TO_DATE', 'OWING', 'NONE', 'TERMINATED'] as const;
export type MemberReportStatus = (typeof memberReportStatuses)[number];

export const memberReportStatusLabels: Record<MemberReportStatus, string> = {
  UP_TO_DATE: 'Al día',
  OWING: 'Con deuda',
  NONE: 'Sin membresía',
  TERMINATED: 'Baja',
};

/** The URL's words for the statuses (`?estado=con-deuda`). */
export const memberReportStatusSlugs: Record<MemberReportStatus, string> = {
  UP_TO_DATE: 'al-dia',
  OWING: 'con-deuda',
  NONE: 'sin-membresia',
  TERMINATED: 'baja',
};

/** Oldest and newest year a report accepts. */
export const REPORT_MIN_YEAR = 1990;
export const REPORT_MAX_YEAR = 2100;
/** How many years the members chart shows, ending at the chosen year. */
export const MEMBER_CHART_YEARS = 5;

const id = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .refine((v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2147483647, message)
    .transform(Number);

const optionalId = (message: string) => id(message).optional().nullable();

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message)
    .optional()
    .nullable();

export const reportYear = z
  .number({ error: 'Elija un año válido' })
  .int('Elija un año válido')
  .min(REPORT_MIN_YEAR, `El año debe ser ${REPORT_MIN_YEAR} o posterior`)
  .max(REPORT_MAX_YEAR, `El año debe ser ${REPORT_MAX_YEAR} o anterior`);

/** The Miembros report's filters (without page, sort and search), before their cross-field check. */
export const memberReportFilterFields = z.object({
    year: reportYear,
    categoryId: optionalId('Elija una categoría válida'),
    status: z.enum(memberReportStatuses, { error: 'Elija un estado válido' }).optional().nullable(),
    countryId: optionalId('Elija un país válido'),
    provinceId: optionalId('Elija una provincia válida'),
    institutionId: optionalId('Elija una institución válida'),
    joinedFrom: isoDate('Escriba la fecha de alta desde como AAAA-MM-DD'),
    joinedTo: isoDate('Escriba la fecha de alta hasta como AAAA-MM-DD'),
});
/** A joining range that ends before it starts is refused on its second field. */
export const joinedInOrder = (f: { joinedFrom?: string | null; joinedTo?: string | null }) => !f.joinedFrom || !f.joinedTo || f.joinedFrom <= f.joinedTo;
export const joinedOrderIssue = { path: ['joinedTo'], message: 'La fecha de alta hasta no puede ser anterior a la fecha desde' };
export const memberReportFilters = memberReportFilterFields.refine(joinedInOrder, joinedOrderIssue);
export type MemberReportFilters = z.infer<typeof memberReportFilters>;

export const memberReportSorts = ['name', 'category', 'status', 'joined', 'country', 'institution'] as const;

/** The Miembros report's arguments: its filters with page, size, search and sort. */
export const memberReportArgs = memberReportFilterFields
  .extend({ ...listArgs.shape, sort: z.enum(memberReportSorts, { error: 'No se puede ordenar por ese campo.' }).nullish() })
  .refine(joinedInOrder, joinedOrderIssue);

/** Whether an inscription's charge is paid (a free inscription counts as paid). */
export const inscriptionPaidStates = ['PAID', 'PENDING'] as const;
export type InscriptionPaidState = (typeof inscriptionPaidStates)[number];
export const inscriptionPaidLabels: Record<InscriptionPaidState, string> = { PAID: 'Pagada', PENDING: 'Pendiente' };
export const inscriptionPaidSlugs: Record<InscriptionPaidState, string> = { PAID: 'pagada', PENDING: 'pendiente' };

/** The fee an inscription's charge applied. */
export const inscriptionFees = ['MEMBER', 'NON_MEMBER'] as const;
export type InscriptionFee = (typeof inscriptionFees)[number];
export const inscriptionFeeLabels: Record<InscriptionFee, string> = { MEMBER: 'Socio', NON_MEMBER: 'General' };
export const inscriptionFeeSlugs: Record<InscriptionFee, string> = { MEMBER: 'socio', NON_MEMBER: 'general' };

/** The Inscripciones report's filters (without page, sort and search), before their cross-field check. */
export const inscriptionReportFilterFields = z.object({
    conferenceId: id('Elija un congreso válido'),
    categoryId: optionalId('Elija una categoría válida'),
    fee: z.enum(inscriptionFees, { error: 'Elija una tarifa válida' }).optional().nullable(),
    paid: z.enum(inscriptionPaidStates, { error: 'Elija un estado de pago válido' }).optional().nullable(),
    thematicAreaId: optionalId('Elija un área válida'),
    from: isoDate('Escriba la fecha desde como AAAA-MM-DD'),
    to: isoDate('Escriba la fecha hasta como AAAA-MM-DD'),
});
export const datesInOrder = (f: { from?: string | null; to?: string | null }) => !f.from || !f.to || f.from <= f.to;
export const datesOrderIssue = { path: ['to'], message: 'La fecha hasta no puede ser anterior a la fecha desde' };
export const inscriptionReportFilters = inscriptionReportFilterFields.refine(datesInOrder, datesOrderIssue);
export type InscriptionReportFilters = z.infer<typeof inscriptionReportFilters>;

export const inscriptionReportSorts = ['name', 'date', 'category', 'paid', 'proposals'] as const;

export const inscriptionReportArgs = inscriptionReportFilterFields
  .extend({ ...listArgs.shape, sort: z.enum(inscriptionReportSorts, { error: 'No se puede ordenar por ese campo.' }).nullish() })
  .refine(datesInOrder, datesOrderIssue);

/** Share of accepted among decided, as a whole percentage; null when nothing was decided. */
export function acceptanceRate(accepted: number, decided: number): number | null {
  return decided > 0 ? Math.round((accepted * 100) / decided) : null;
}
