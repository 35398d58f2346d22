import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { memberships } from '../db/schema/memberships';
import { buildMembershipCategory, buildUser } from '../test/factories';
import { createHarness, type Harness } from '../test/harness';
import { statementNames } from './db';
import { planOnce } from './list';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('statement names by text', () => {
  it('gives one text one name, two texts two names, and no name past the limit', () => {
    const nameOf = statementNames(2);
    const [a, b] = [nameOf('select 1'), nameOf('select 2')];
    expect(a).toMatch(/^s\d+$/);
    expect(b).toMatch(/^s\d+$/);
    expect(a).not.toBe(b);
    expect(nameOf('select 1')).toBe(a);
    expect(nameOf('select 3')).toBeUndefined();
    expect(nameOf('select 2')).toBe(b);
  });
});

describe('planOnce', () => {
  it('answers what the statement answers, for each value, and on PostgreSQL the connection keeps it as a prepared statement of that text', async () => {
    const people = [await buildUser(h.db), await buildUser(h.db)];
    const { id: categoryId } = await buildMembershipCategory(h.db);
    for (const [i, person] of people.entries()) {
      await h.db.insert(memberships).values([2024, 2025].slice(0, i + 1).map((year) => ({ userId: person.id, year, categoryId })));
    }
    const yearsOf = (db: typeof h.db, userId: string) =>
      db.select({ year: memberships.year }).from(memberships).where(eq(memberships.userId, userId)).orderBy(asc(memberships.year));
    await h.db.transaction(async (tx) => {
      // In one transaction: one connection, whose prepared statements pg_prepared_statements lists.
      for (let round = 0; round < 8; round++) {
        for (const [i, person] of people.entries()) {
          expect(await planOnce(yearsOf(tx as unknown as typeof h.db, person.id))).toEqual([2024, 2025].slice(0, i + 1).map((year) => ({ year })));
        }
      }
      const text = yearsOf(tx as unknown as typeof h.db, people[0].id).toSQL().sql;
      const kept = await tx.execute(sql`select name from pg_prepared_statements where statement = ${text}`);
      const names = (kept as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
      expect(names).toEqual(h.database.kind === 'postgres' ? [expect.stringMatching(/^s\d+$/)] : []);
    });
  });
});

describe('the session settings of the connections', () => {
  it('plans no parallel workers and compiles no JIT on PostgreSQL, on every connection of the pool (PGlite has neither)', async () => {
    const settingOf = async (db: typeof h.db) =>
      ((await db.execute(sql`select current_setting('max_parallel_workers_per_gather') || ' ' || current_setting('jit', true) as settings`)) as unknown as { rows: { settings: string }[] }).rows[0]!.settings;
    // Several at once: each query of the batch holds a connection of its own.
    const settings = await Promise.all(Array.from({ length: 4 }, () => h.db.transaction((tx) => settingOf(tx as unknown as typeof h.db))));
    if (h.database.kind === 'postgres') expect(settings).toEqual(['0 off', '0 off', '0 off', '0 off']);
    else expect(new Set(settings).size).toBe(1);
  });
});
