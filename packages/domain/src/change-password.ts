import type { z } from 'zod';
import { newPasswordForm, updatePasswordInput } from './auth';

/**
 * Form-only: the "Cambiar contraseña" form (current, new and repeated password).
 * The server validates `updatePasswordInput`; the repeated password is never sent.
 */
export const changePasswordForm = updatePasswordInput.and(newPasswordForm);
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
