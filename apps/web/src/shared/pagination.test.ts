import { describe, expect, it } from 'vitest';
import { cappedLabelDisplayedRows, labelDisplayedRows } from './pagination';

const args = (from: number, to: number, count: number) => ({ from, to, count, page: 0 });

describe('pagination labels', () => {
  it('says "x-y de z" with a plain hyphen for an exact total', () => {
    expect(labelDisplayedRows(args(1, 10, 57))).toBe('1-10 de 57');
  });

  it('says "más de N" when the server stopped counting at N', () => {
    expect(cappedLabelDisplayedRows(1000)(args(1, 50, -1))).toBe('1-50 de más de 1000');
    expect(cappedLabelDisplayedRows(51000)(args(50001, 50050, -1))).toBe('50001-50050 de más de 51000');
  });
});
