import { z } from 'zod';
import { instant, safeMultilineString, safeString } from './input-hygiene';

export const newsProducts = ['asociacion', 'congreso'] as const;
export type NewsProduct = (typeof newsProducts)[number];
export const newsProductLabels: Record<NewsProduct, string> = {
  asociacion: 'Novedades de la Asociación',
  congreso: 'Novedades del Congreso',
};

export const publicationStatuses = ['DRAFT', 'PUBLISHED'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];
export const publicationStatusLabels: Record<PublicationStatus, string> = { DRAFT: 'Borrador', PUBLISHED: 'Publicada' };

const fileId = z.uuid('Archivo inválido').nullable().optional().transform((v) => v ?? null);

/**
 * An ISO 8601 instant, or empty/null for "none": within 30 years back and 10 ahead (what a
 * publication date can mean; "1" or "+275760-09-13" are not dates).
 */
const publishAt = instant({ yearsBack: 30, yearsAhead: 10, invalid: 'Ingrese una fecha válida', outOfRange: 'La fecha debe estar entre 30 años atrás y 10 años adelante' });

const required = (label: string, max: number, multiline = false) =>
  (multiline ? safeMultilineString : safeString)({ error: `Ingrese ${label}` }).trim().min(1, `Ingrese ${label}`).max(max, `Como máximo ${max} caracteres`);

export const newsInput = z.object({
  product: z.enum(newsProducts, { error: 'Elija dónde se publica' }),
  title: required('el título', 200),
  summary: required('el resumen', 500, true),
  body: required('el texto', 20_000, true),
  imageFileId: fileId,
  status: z.enum(publicationStatuses, { error: 'Elija el estado' }),
  publishAt,
});
export type NewsInput = z.input<typeof newsInput>;

const httpUrl = safeString()
  .trim()
  .max(500, 'Como máximo 500 caracteres')
  .nullable()
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'Ingrese un enlace que empiece con http:// o https://');

const currentYear = new Date().getFullYear();

export const journalIssueInput = z
  .object({
    title: required('el título', 200),
    number: z.coerce.number({ error: 'Ingrese el número' }).int('Ingrese un número entero').min(1, 'El número debe ser mayor que 0').max(100_000, 'Número inválido'),
    year: z.coerce.number({ error: 'Ingrese el año' }).int('Ingrese un año válido').min(1900, 'Ingrese un año válido').max(currentYear + 5, 'Ingrese un año válido'),
    coverFileId: fileId,
    link: httpUrl,
    pdfFileId: fileId,
    status: z.enum(publicationStatuses, { error: 'Elija el estado' }),
    publishAt,
  })
  .refine((v) => v.link !== null || v.pdfFileId !== null, { path: ['link'], message: 'Indique un enlace o adjunte el PDF' });
export type JournalIssueInput = z.input<typeof journalIssueInput>;

/** Filters of the admin lists. */
export const statusFilter = z.enum(publicationStatuses, { error: 'Estado inválido' }).nullable().optional();
