import { z } from 'zod';
import { safeString } from './input-hygiene';

// Zod-free texts and options, kept apart so a screen can show them without downloading zod.
export { DOCUMENT_HINT, genderLabels, genders, type Gender } from './people-labels';

/** A document as kept: without dots, spaces or dashes, upper-cased (see DOCUMENT_HINT). */
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
