import { isCertificateCode, CODE_ALPHABET } from '@portal/domain/certificates';
import { describe, expect, it } from 'vitest';
import { newCertificateCode } from './codes';

describe('newCertificateCode', () => {
  it('draws 20,000 distinct codes in the printed format, every symbol of the alphabet in use about evenly', () => {
    const codes = Array.from({ length: 20_000 }, newCertificateCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes.slice(0, 200)) expect(isCertificateCode(code)).toBe(true);
    const counts = new Map<string, number>();
    for (const code of codes) for (const c of code.slice(5).replace(/-/g, '')) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(CODE_ALPHABET.length);
    const expected = (20_000 * 16) / CODE_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.1);
  });
});
