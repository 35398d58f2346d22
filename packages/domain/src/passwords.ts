import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Shape rules every client can check without the common-password list.
 * The server adds the list check (see common-passwords.ts) on top of this one.
 */
export const passwordShape = z
  .string({ error: 'Ingrese una contraseña' })
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, `La contraseña no puede superar los ${PASSWORD_MAX} caracteres`);
