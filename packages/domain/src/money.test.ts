import { describe, expect, it } from 'vitest';
import { centsToPesosInput, formatCents, parsePesos } from './money';

describe('money', () => {
  it('shows cents es-AR', () => {
    expect(formatCents(1_234_567)).toBe('$ 12.345,67');
    expect(formatCents(0)).toBe('$ 0,00');
    expect(formatCents(-150)).toBe('-$ 1,50');
  });

  it('parses what people type as pesos', () => {
    expect(parsePesos('12.345,67')).toBe(1_234_567);
    expect(parsePesos('$ 45.000')).toBe(4_500_000);
    expect(parsePesos('45000')).toBe(4_500_000);
    expect(parsePesos('45000,5')).toBe(4_500_050);
    expect(parsePesos('45000.50')).toBe(4_500_050);
    expect(parsePesos('1.234.567,00')).toBe(123_456_700);
    for (const bad of ['', 'abc', '12,345,67', '1.23.4', '12,345', '-5']) expect(parsePesos(bad)).toBeNull();
  });

  it('round-trips through the input text', () => {
    for (const cents of [0, 5, 4_500_000, 1_234_567]) expect(parsePesos(centsToPesosInput(cents))).toBe(cents);
  });
});
