import { z } from 'zod';
import { safeString } from './input-hygiene';

/** The reports and lists a person can save views of (a key per screen). */
export const savedViewReports = ['accounts', 'members', 'inscriptions'] as const;
export type SavedViewReport = (typeof savedViewReports)[number];

export const SAVED_VIEW_NAME_MAX = 80;
export const SAVED_VIEW_QUERY_MAX = 2000;

const name = safeString().trim().min(1, 'Escriba un nombre para la vista').max(SAVED_VIEW_NAME_MAX, `Como máximo ${SAVED_VIEW_NAME_MAX} caracteres`);

/** Saving the current filters and columns of a report under a name, for oneself or the role. */
export const saveViewInput = z.object({
  report: z.enum(savedViewReports, { error: 'Reporte desconocido' }),
  name,
  /** The URL's search string (filters, sort), without the leading `?`. */
  query: safeString({ error: 'Filtros no válidos' })
    .max(SAVED_VIEW_QUERY_MAX, 'Demasiados filtros para guardar')
    .transform((v) => v.replace(/^\?/, '')),
  columns: z.array(z.string().max(60, 'Columna desconocida').regex(/^[A-Za-z0-9_]+$/, 'Columna desconocida'), { error: 'Columnas no válidas' }).max(60, 'Demasiadas columnas').nullish(),
  shared: z.boolean({ error: 'Indique si la comparte' }).default(false),
});
export type SaveViewInput = z.input<typeof saveViewInput>;

export const renameViewInput = z.object({ name, shared: z.boolean({ error: 'Indique si la comparte' }).nullish() });
