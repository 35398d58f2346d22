import { describe, expect, it } from 'vitest';
import { findReferencesIn, formatReference, newReferenceCode, normalizeReference } from './transfer-reference';

describe('transfer reference codes', () => {
  it('are eight unambiguous characters whose check character catches any single mistyped one', () => {
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    for (let n = 0; n < 200; n++) {
      const code = newReferenceCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(normalizeReference(code)).toBe(code);
      const at = n % 8;
      const wrong = alphabet[(alphabet.indexOf(code[at]) + 1 + (n % 31)) % 32];
      expect(normalizeReference(code.slice(0, at) + wrong + code.slice(at + 1))).toBeNull();
    }
  });

  it('are read back however a person or a bank writes them', () => {
    const code = newReferenceCode();
    const shown = formatReference(code);
    expect(shown).toBe(`${code.slice(0, 4)}-${code.slice(4)}`);
    expect(normalizeReference(shown.toLowerCase())).toBe(code);
    expect(normalizeReference(` ${code.slice(0, 4)} ${code.slice(4)} `)).toBe(code);
    expect(normalizeReference(code.replace(/0/g, 'O').replace(/1/g, 'l'))).toBe(code);
    expect(findReferencesIn(`TRANSF. CUOTA REF ${shown} GOMEZ MARIA`)).toContain(code);
    // "PAGO" + the code's first half can read as a valid code too (one time in 32): both are offered.
    expect(findReferencesIn(`pago ${code.slice(0, 4)} ${code.slice(4)}`)).toContain(code);
    expect(findReferencesIn(`Transferencia-${code}`)).toContain(code);
    expect(findReferencesIn('TRANSFERENCIA INMEDIATA CUOTA SOCIAL')).toEqual([]);
    expect(findReferencesIn('')).toEqual([]);
  });
});
