import { z } from 'zod';
import { safeString } from './input-hygiene';
import { passwordShape } from './passwords';

const required = (message: string) => safeString({ error: message }).min(1, message);

export const loginInput = z.object({
  username: required('Ingrese su correo electrónico o número de documento').max(254, 'El usuario es demasiado largo'),
  password: z.string({ error: 'Ingrese su contraseña' }).min(1, 'Ingrese su contraseña').max(1024, 'La contraseña es demasiado larga'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const recoveryInitInput = z.object({
  username: required('Ingrese su correo electrónico o número de documento').max(254, 'El usuario es demasiado largo'),
});
export type RecoveryInitInput = z.infer<typeof recoveryInitInput>;

export const recoveryInput = z.object({
  token: required('El enlace de recuperación no es válido').max(200, 'El enlace de recuperación no es válido'),
  email: safeString({ error: 'El enlace de recuperación no es válido' }).toLowerCase().pipe(z.email('El enlace de recuperación no es válido')),
  newPassword: passwordShape,
});
export type RecoveryInput = z.infer<typeof recoveryInput>;

export const updatePasswordInput = z.object({
  oldPassword: z.string({ error: 'Ingrese su contraseña actual' }).min(1, 'Ingrese su contraseña actual').max(1024, 'La contraseña es demasiado larga'),
  newPassword: passwordShape,
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordInput>;

/** Form-only: the repeated password must match. Not sent to the server. */
export const newPasswordForm = z
  .object({ newPassword: passwordShape, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Las contraseñas no coinciden',
  });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;
