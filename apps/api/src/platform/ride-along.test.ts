import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../db/schema/catalogues';
import { createHarness, type Harness } from '../test/harness';
import { alight, boardRider, withRider, type Rider } from './ride-along';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A check whose value is its parameter, so the test sees the parameters numbered right. */
const rider = (value = 'visto'): Rider => ({ sql: (first) => `(select $${first}::text)`, values: [value], armed: true });

const tag = `R${Date.now() % 100000}`;
const page = (order: 'asc' | 'desc', limit: number, prefix = tag) =>
  h.db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries)
    .where(sql`${countries.name} like ${`${prefix}%`}`)
    .orderBy(order === 'asc' ? asc(countries.name) : desc(countries.name))
    .limit(limit);

describe('a check riding along with the first read', () => {
  beforeAll(async () => {
    await h.db.insert(countries).values(Array.from({ length: 7 }, (_, i) => ({ name: `${tag} país ${i}`, code: `${tag.slice(-3)}${i}`.slice(-6) })));
  });

  it('gives the read its own rows in its own order, and the check its value, in one statement', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const alone = await page(order, 5);
      const r = rider();
      let riding: typeof alone = [];
      const statements = await h.countStatements(async () => {
        riding = await withRider(r, async () => await page(order, 5));
      });
      expect(riding).toEqual(alone);
      expect(statements).toBe(1);
      expect(r.armed).toBe(false);
      expect(await r.outcome).toBe('visto');
    }
  });

  it("sends the check's value on the first row only: the others carry null, not the viewer again", async () => {
    const boarded = await withRider(rider('una vez'), async () => boardRider(`select name from countries where name like $1 order by name limit 4`, [`${tag}%`]));
    expect(boarded).not.toBeNull();
    const { rows } = await h.database.sqlClient.query({ text: boarded!.text, values: boarded!.values });
    expect(rows.map((row) => row.name)).toEqual([0, 1, 2, 3].map((i) => `${tag} país ${i}`));
    expect(rows.map((row) => row.__portal_rider)).toEqual(['una vez', null, null, null]);
  });

  it('takes the check off rows read as objects too', async () => {
    const r = rider('objeto');
    const res = await withRider(r, async () => await h.db.execute(sql`select id, name from countries where name like ${`${tag}%`} order by name limit 2`));
    const rows = (Array.isArray(res) ? res : (res as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    expect(await r.outcome).toBe('objeto');
  });

  it('only the first read takes it; a write never does; outside `withRider` nothing rides', async () => {
    const r = rider();
    await withRider(r, async () => {
      await h.db.update(countries).set({ code: sql`${countries.code}` }).where(eq(countries.name, `${tag} país 0`));
      expect(r.armed).toBe(true);
      const [first, second] = await Promise.all([page('asc', 2), page('desc', 2)]);
      expect(first.map((c) => c.name)).toEqual([`${tag} país 0`, `${tag} país 1`]);
      expect(second.map((c) => c.name)).toEqual([`${tag} país 6`, `${tag} país 5`]);
    });
    expect(r.armed).toBe(false);
    expect(await r.outcome).toBe('visto');
    const untouched = rider();
    await page('asc', 2);
    expect(untouched.armed).toBe(true);
  });

  it('a read with no rows reads no check, and the next read takes it', async () => {
    const r = rider();
    await withRider(r, async () => {
      expect(await page('asc', 5, 'Ningún país así')).toEqual([]);
      expect(r.armed).toBe(true);
      expect(await page('asc', 1)).toHaveLength(1);
    });
    expect(r.armed).toBe(false);
    expect(await r.outcome).toBe('visto');
  });
});

describe('which statements a rider boards, and what it leaves on the answer', () => {
  const boards = (text: string) => withRider(rider(), async () => boardRider(text, []) !== null);

  it('boards a read however it starts (spaces, a new line, any case, a CTE), never a write that holds a select', async () => {
    expect(await boards('select 1')).toBe(true);
    expect(await boards('\n  SELECT id from countries')).toBe(true);
    expect(await boards('with t as (select 1) select * from t')).toBe(true);
    expect(await boards('update countries set code = code where id in (select id from countries limit 1)')).toBe(false);
    expect(await boards('insert into countries (name, code) select name, code from countries where false')).toBe(false);
    expect(await boards('xselect 1')).toBe(false);
  });

  it('takes its column off rows read as arrays and off the field list, and copes with an answer without fields', async () => {
    const r = rider();
    const answer = await alight(r, Promise.resolve({ rows: [[1, 'a', 'visto'], [2, 'b', null]], fields: [{ name: 'id' }, { name: 'name' }, { name: '__portal_rider' }] }));
    expect(answer.rows).toEqual([[1, 'a'], [2, 'b']]);
    expect(answer.fields).toEqual([{ name: 'id' }, { name: 'name' }]);
    expect(await r.outcome).toBe('visto');
    const bare = rider();
    const withoutFields = await alight(bare, Promise.resolve({ rows: [[3, 'visto']] }));
    expect(withoutFields.rows).toEqual([[3]]);
    expect(await bare.outcome).toBe('visto');
  });
});
