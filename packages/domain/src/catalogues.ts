import { z } from 'zod';
import { safeString } from './input-hygiene';

/** A catalogue name: trimmed, inner spaces collapsed, 2 to 200 characters. */
export const catalogueName = safeString({ error: 'Ingrese el nombre' })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(safeString().min(1, 'Ingrese el nombre').min(2, 'El nombre es demasiado corto').max(200, 'El nombre es demasiado largo (máximo 200 caracteres)'));

const optionalText = (max: number, message: string) =>
  safeString()
    .max(max + 50, message)
    .transform((v) => v.trim())
    .pipe(safeString().max(max, message))
    .nullish()
    .transform((v) => (v ? v : null));

/** An id sent by a client (GraphQL ID: string or number). */
export const entityId = (message: string) =>
  z
    .union([safeString().regex(/^\d{1,10}$/, message).transform(Number), z.number()], { error: message })
    .pipe(z.number().int(message).positive(message).max(2_147_483_647, message));

/** A closed object: unknown keys (e.g. `userId`, `roles`) are refused, not dropped. */
export const strictObject = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Campos no permitidos: ${issue.keys.join(', ')}` : 'Datos inválidos'),
  });

export const institutionInput = strictObject({
    name: catalogueName,
    code: optionalText(20, 'El código es demasiado largo (máximo 20 caracteres)'),
  });
export type InstitutionInput = z.input<typeof institutionInput>;

export const universityInput = strictObject({ name: catalogueName });
export type UniversityInput = z.input<typeof universityInput>;

export const thematicAreaInput = strictObject({ name: catalogueName });
export type ThematicAreaInput = z.input<typeof thematicAreaInput>;

export const countryInput = strictObject({
    name: catalogueName,
    code: safeString({ error: 'Ingrese el código' })
      .transform((v) => v.trim().toUpperCase())
      .pipe(safeString().min(1, 'Ingrese el código').regex(/^[A-Z]{2}$/, 'El código tiene dos letras (ISO 3166-1, p. ej. AR)')),
  });
export type CountryInput = z.input<typeof countryInput>;

/** `careers(search)` and `academicTitles(search)`: free text, at most 100 characters. */
export const catalogueSearch = safeString().trim().max(100, 'La búsqueda es demasiado larga').nullish();
