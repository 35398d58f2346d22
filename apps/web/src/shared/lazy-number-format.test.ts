import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import buildFormatNumber from './lazy-number-format';

const Original = Intl.NumberFormat;
let made = 0;
beforeEach(() => {
  made = 0;
  Intl.NumberFormat = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made++;
      return Reflect.construct(target, args);
    },
  });
});
afterEach(() => {
  Intl.NumberFormat = Original;
});

describe('buildFormatNumber (lazy)', () => {
  it('makes no Intl.NumberFormat until a number is formatted, then one, reused', () => {
    const format = buildFormatNumber('es-AR');
    expect(made).toBe(0);
    expect(format(1234567)).toBe(new Original('es-AR').format(1234567));
    expect(format(89)).toBe('89');
    expect(made).toBe(1);
  });

  it('writes what is not a finite number as text, without making a formatter', () => {
    const format = buildFormatNumber('en-US');
    expect([format(Number.NaN), format(Infinity), format(-Infinity)]).toEqual(['NaN', 'Infinity', '-Infinity']);
    expect(made).toBe(0);
  });

  it('falls back to plain text when the locale is not valid', () => {
    const format = buildFormatNumber('no es un locale');
    expect(format(1234.5)).toBe('1234.5');
    expect(format(7)).toBe('7');
    expect(made).toBe(1);
  });
});
