import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { COUNT_CAP, newestFirstOrder, pageFrom } from './list';

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

describe('newestFirstOrder', () => {
  const created = sql.raw('created_at');
  const amount = sql.raw('amount_cents');
  const order = newestFirstOrder({ created, amount });
  const text = (s: SQL) => new PgDialect().sqlToQuery(s).sql;

  it('is newest first when neither a sort nor a direction came', () => {
    expect(text(order(null, null))).toBe('created_at desc');
  });

  it('sorts by creation in the asked direction when only a direction came, ascending unless DESC', () => {
    expect(text(order(null, 'ASC'))).toBe('created_at asc');
    expect(text(order(null, 'DESC'))).toBe('created_at desc');
  });

  it('sorts by the asked key, ascending when no direction came', () => {
    expect(text(order('amount', null))).toBe('amount_cents asc');
    expect(text(order('amount', 'DESC'))).toBe('amount_cents desc');
  });
});
