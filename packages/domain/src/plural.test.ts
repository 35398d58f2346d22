import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for one only', () => {
    expect(plural(1, 'propuesta', 'propuestas')).toBe('1 propuesta');
    expect(plural(0, 'débito omitido', 'débitos omitidos')).toBe('0 débitos omitidos');
    expect(plural(2, 'confirmada', 'confirmadas')).toBe('2 confirmadas');
    expect(plural(1500, 'fila', 'filas')).toBe('1.500 filas');
  });
});
