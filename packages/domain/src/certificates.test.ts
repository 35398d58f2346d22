import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, certifiedText, normaliseCertificateCode } from './certificates';

describe('certificate codes', () => {
  it('has no look-alike characters in its alphabet', () => {
    for (const c of '01ILOUV') expect(CODE_ALPHABET).not.toContain(c);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
    // 16 symbols of the alphabet: at least 64 random bits.
    expect(16 * Math.log2(CODE_ALPHABET.length)).toBeGreaterThanOrEqual(64);
  });
  it('normalises what a person types: case, spaces and dashes', () => {
    expect(normaliseCertificateCode(' cert 7k4m q2xp 9dhw a3bc ')).toBe('CERT-7K4M-Q2XP-9DHW-A3BC');
    expect(normaliseCertificateCode('CERT7K4MQ2XP9DHWA3BC')).toBe('CERT-7K4M-Q2XP-9DHW-A3BC');
  });
  it('refuses what cannot be a code', () => {
    for (const bad of ['', 'CERT', 'CERT-7K4M-Q2XP-9DHW', 'CERT-7K4M-Q2XP-9DHW-A3B0', 'XERT-7K4M-Q2XP-9DHW-A3BC', 'CERT-7K4M-Q2XP-9DHW-A3BC-2222', "CERT-'; drop"]) {
      expect(normaliseCertificateCode(bad)).toBeNull();
    }
  });
});

describe('certifiedText', () => {
  it('names the work, its kind and its authors in order', () => {
    const text = certifiedText({
      kind: 'PRESENTATION',
      holderName: 'Łukasz Wąsowski',
      edition: { name: 'Congreso Nacional', edition: 3, startDate: '2026-09-13', endDate: '2026-09-15' },
      work: { title: 'Redes y territorio', kindLabel: 'Ponencia', authors: ['Łukasz Wąsowski', 'Ana Pérez'] },
    });
    expect(text).toBe('presentó el trabajo «Redes y territorio» (Ponencia; autoría: Łukasz Wąsowski, Ana Pérez) en el Congreso Nacional (3.ª edición), celebrado del 13/09/2026 al 15/09/2026');
  });
});
