import { z } from 'zod';
import { safeString } from './input-hygiene';

/** Gender options of personal data, stored as these codes. */
export const genders = ['FEMENINO', 'MASCULINO', 'NO_BINARIO', 'OTRO', 'PREFIERO_NO_DECIR'] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = {
  FEMENINO: 'Femenino',
  MASCULINO: 'Masculino',
  NO_BINARIO: 'No binario',
  OTRO: 'Otro',
  PREFIERO_NO_DECIR: 'Prefiero no decirlo',
};

/**
 * Document numbers are typed as people write them (with or without dots, spaces or dashes) and
 * kept without them, upper-cased: "20.123.456" and "20123456" are the same document.
 */
export const DOCUMENT_HINT = 'Con o sin puntos: se guarda solo con letras y números.';

export const normalizeDocument = (document: string) => document.replace(/[\s.-]/g, '').toUpperCase();

/** An account e-mail: trimmed, lower-cased, valid. */
export const emailField = () =>
  safeString({ error: 'Ingrese su correo electrónico' })
    .trim()
    .toLowerCase()
    .min(1, 'Ingrese su correo electrónico')
    .max(254, 'El correo electrónico es demasiado largo')
    .pipe(z.email('Ingrese un correo electrónico válido'));

/** A document number, normalised before it is checked. */
export const documentField = () =>
  safeString({ error: 'Ingrese su número de documento' })
    .transform(normalizeDocument)
    .pipe(
      safeString()
        .min(1, 'Ingrese su número de documento')
        .regex(/^[0-9A-Z]{6,15}$/, 'Ingrese un documento válido (de 6 a 15 letras o números; los puntos y espacios no cuentan)'),
    );

/** A first or last name. */
export const personNameField = (message: string, tooLong: string) => safeString({ error: message }).trim().min(1, message).max(100, tooLong);
