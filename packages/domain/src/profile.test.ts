import { describe, expect, it } from 'vitest';
import { personalInfoInput } from './profile';

describe('personalInfoInput.dateBirth', () => {
  it('takes yyyy-mm-dd or nothing', () => {
    expect(personalInfoInput.parse({ dateBirth: '1988-05-20' }).dateBirth).toBe('1988-05-20');
    expect(personalInfoInput.parse({ dateBirth: '' }).dateBirth).toBeNull();
    expect(personalInfoInput.parse({}).dateBirth).toBeNull();
  });

  it('answers in Spanish for what is not a date, and for a date out of range', () => {
    const message = (dateBirth: string) => personalInfoInput.safeParse({ dateBirth }).error?.issues.map((i) => i.message);
    expect(message('fecha-invalida')).toEqual(['Ingrese una fecha válida']);
    expect(message('1990-02-30')).toEqual(['Ingrese una fecha válida']);
    expect(message('1850-01-01')).toEqual(['La fecha de nacimiento debe estar entre 1900 y hoy']);
  });
});
