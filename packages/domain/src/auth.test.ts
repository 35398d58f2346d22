import { describe, expect, it } from 'vitest';
import { loginInput, newPasswordForm, recoveryInput } from './auth';
import { fieldErrors } from './validation';

describe('shared auth schemas', () => {
  it('gives Spanish messages per field', () => {
    const r = loginInput.safeParse({ username: '', password: '' });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({
      username: 'Ingrese su correo electrónico o número de documento',
      password: 'Ingrese su contraseña',
    });
  });

  it('checks that the repeated password matches', () => {
    const r = newPasswordForm.safeParse({ newPassword: 'una clave larga', confirmPassword: 'otra clave larga' });
    expect(fieldErrors(r.error!)).toEqual({ confirmPassword: 'Las contraseñas no coinciden' });
    expect(newPasswordForm.safeParse({ newPassword: 'una clave larga', confirmPassword: 'una clave larga' }).success).toBe(true);
  });

  it('normalises the e-mail of a recovery link', () => {
    const r = recoveryInput.parse({ token: 'abc', email: ' Ana@Example.org ', newPassword: 'una clave larga' });
    expect(r.email).toBe('ana@example.org');
    expect(recoveryInput.safeParse({ token: 'abc', email: 'no-es-mail', newPassword: 'una clave larga' }).success).toBe(false);
  });
});
