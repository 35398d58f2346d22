// «Estados de cuenta» agrees with the ledger: random money histories (the ledger's own property
// generators, played through its code), then the report's totals against sums over the rows.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOf } from '../payments/ledger';
import { createHarness, type Harness, type SignedIn } from '../../test/harness';
import { history, playSteps } from '../../test/ledger-steps';

let h: Harness;
let treasurer: SignedIn;
beforeAll(async () => {
  h = await createHarness();
  treasurer = await h.signIn('TESORERIA');
});
afterAll(() => h.close());

const REPORT = `query ($search: String) { accountsReport(search: $search, pageSize: 100) {
  page { total items { id chargedCents paidCents pendingCents creditCents } }
  totals { people chargedCents paidCents pendingCents creditCents byConcept { concept chargedCents paidCents pendingCents } }
  collected { cents } } }`;
type Money = { chargedCents: number; paidCents: number; pendingCents: number; creditCents: number };
type Answer = { page: { total: number; items: (Money & { id: string })[] }; totals: Money & { people: number; byConcept: Money[] }; collected: { cents: number }[] };

describe('accountsReport against the ledger (property)', () => {
  it('totals = the sums of the ledger over every person, per person = accountOf, concepts and chart add up', async () => {
    const people: string[] = [];
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(history(12), async (steps) => {
        runs++;
        const { user } = await playSteps(h, steps);
        people.push(user.id);
        const res = await h.gql<{ accountsReport: Answer }>(REPORT, { search: user.email }, { token: treasurer.token });
        expect(res.errors).toBeUndefined();
        const { page, totals } = res.data!.accountsReport;
        const ledger = await accountOf(h.db, user.id);
        // The ledger's own account of this person (its balance: charges − approved allocations).
        expect(totals.chargedCents).toBe(ledger.chargedCents);
        expect(totals.paidCents).toBe(ledger.paidCents);
        expect(totals.creditCents).toBe(ledger.creditCents);
        // What is owed charge by charge: the balance plus what was paid beyond a charge (the credit).
        expect(totals.pendingCents).toBe(ledger.balanceCents + ledger.creditCents);
        expect(page.items.length).toBe(totals.people);
        if (page.items[0]) expect(page.items[0]).toMatchObject({ chargedCents: totals.chargedCents, paidCents: totals.paidCents, pendingCents: totals.pendingCents });
      }),
      { numRuns: 25 },
    );
    // Over everyone at once: the totals are the sum of each person's ledger, not of a page.
    const res = await h.gql<{ accountsReport: Answer }>(REPORT, {}, { token: treasurer.token });
    const { totals, collected, page } = res.data!.accountsReport;
    let charged = 0;
    let paid = 0;
    let credit = 0;
    for (const id of people) {
      const a = await accountOf(h.db, id);
      charged += a.chargedCents;
      paid += a.paidCents;
      credit += a.creditCents;
    }
    expect(totals.chargedCents).toBe(charged);
    expect(totals.paidCents).toBe(paid);
    expect(totals.creditCents).toBe(credit);
    expect(totals.byConcept.reduce((s, c) => s + c.chargedCents, 0)).toBe(charged);
    expect(totals.byConcept.reduce((s, c) => s + c.paidCents, 0)).toBe(paid);
    expect(totals.byConcept.reduce((s, c) => s + c.pendingCents, 0)).toBe(totals.pendingCents);
    expect(collected.reduce((s, c) => s + c.cents, 0)).toBe(paid);
    expect(page.total).toBe(totals.people);
    console.log(`accounts report vs ledger: ${runs} histories, ${totals.people} people, ${charged} cents charged, ${paid} paid`);
  }, 240_000);
});
