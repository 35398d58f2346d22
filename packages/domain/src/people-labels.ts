// No zod here: the first screen of Mi perfil shows these before any validation code loads.

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
