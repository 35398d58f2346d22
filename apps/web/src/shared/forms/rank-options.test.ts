import { describe, expect, it } from 'vitest';
import { foldText, rankOptions } from './rank-options';

const countries = ['Argentina', 'Islas Vírgenes de EE. UU.', 'Uruguay', 'Perú', 'Estados Unidos'].map((name, i) => ({ id: String(i), name }));

describe('rankOptions', () => {
  it('leaves out options that do not match and lists the matching one', () => {
    expect(rankOptions(countries, 'Urug').map((o) => o.name)).toEqual(['Uruguay']);
  });

  it('puts names that start with the text before names that only contain it', () => {
    const options = [{ name: 'Islas Vírgenes de EE. UU.' }, { name: 'Estados Unidos' }, { name: 'Unión Europea' }];
    expect(rankOptions(options, 'uni').map((o) => o.name)).toEqual(['Unión Europea', 'Estados Unidos']);
  });

  it('ignores accents and case on both sides', () => {
    expect(rankOptions(countries, 'peru').map((o) => o.name)).toEqual(['Perú']);
    expect(rankOptions(countries, 'VÍRGENES').map((o) => o.name)).toEqual(['Islas Vírgenes de EE. UU.']);
    expect(foldText('  Perú   Norte ')).toBe('peru norte');
  });

  it('keeps every option, in order, when nothing is typed', () => {
    expect(rankOptions(countries, '  ')).toEqual(countries);
  });
});
