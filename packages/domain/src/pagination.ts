import { z } from 'zod';
import { safeString } from './input-hygiene';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

/** Arguments of every server-side list: page (from 0), size, free-text search, sort field and direction. */
export const listArgs = z.object({
  page: z.number({ error: 'Página inválida' }).int('Página inválida').min(0, 'Página inválida').default(0),
  pageSize: z.number({ error: 'Tamaño de página inválido' }).int('Tamaño de página inválido').min(1, 'Tamaño de página inválido').max(MAX_PAGE_SIZE, `Como máximo ${MAX_PAGE_SIZE} filas por página`).default(10),
  search: safeString().trim().max(200, 'La búsqueda es demasiado larga').optional().nullable(),
  sort: safeString().max(50).optional().nullable(),
  direction: z.enum(['ASC', 'DESC']).optional().nullable(),
});
export type ListArgs = z.infer<typeof listArgs>;
