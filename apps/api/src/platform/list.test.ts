import { describe, expect, it } from 'vitest';
import { COUNT_CAP, pageFrom } from './list';

const list = (page: number, pageSize = 50) => ({ page, pageSize, offset: page * pageSize, countCap: COUNT_CAP });
const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('pageFrom', () => {
  it('gives the exact total while the count stays under the cap', () => {
    expect(pageFrom(rows(51), 57, list(0))).toMatchObject({ items: rows(50), total: 57, totalCapped: false });
  });

  it('says "more than the cap" on an early page of a long list', () => {
    expect(pageFrom(rows(51), COUNT_CAP + 1, list(0))).toMatchObject({ total: COUNT_CAP, totalCapped: true });
  });

  it('says "more than the rows up to here" on a deep page with a next page', () => {
    expect(pageFrom(rows(51), COUNT_CAP + 1, list(1000))).toMatchObject({ items: rows(50), total: 50_050, totalCapped: true });
  });

  it('knows the exact total on the last page', () => {
    expect(pageFrom(rows(7), COUNT_CAP + 1, list(1000))).toMatchObject({ total: 50_007, totalCapped: false });
  });
});
