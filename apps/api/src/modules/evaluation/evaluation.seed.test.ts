import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conferences } from '../../db/schema/conferences';
import { DEMO_PASSWORD } from '../accounts/accounts.seed';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';
import { demoAreaCoordinators } from './evaluation.seed';

const QUEUE = `query ($c: ID!) { evaluationQueue(conferenceId: $c, kind: PRESENTACION, pageSize: 5) { total items { id routedToAdmin { coordinator reason } } areas { area { name } count } withheld { author institution } } }`;
const EVALUATED = `query ($c: ID!) { evaluatedProposals(conferenceId: $c, kind: PRESENTACION, pageSize: 100) { total items { decision { event comment actorName } } } }`;

let h: Harness;
let conferenceId: string;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger);
  const [current] = await h.db.select().from(conferences).where(eq(conferences.isCurrent, true));
  conferenceId = String(current.id);
});
afterAll(() => h.close());

describe('demo evaluation data', () => {
  it('gives every area a coordinator with work, decisions with who and why, and a conflict of interest for coordinador@', async () => {
    const coordinator = await h.login('coordinador@example.org', DEMO_PASSWORD);
    const queue = await h.gql<{ evaluationQueue: { total: number; withheld: { author: number; institution: number } } }>(QUEUE, { c: conferenceId }, { token: coordinator.token });
    expect(queue.data!.evaluationQueue.total).toBeGreaterThan(5);
    expect(queue.data!.evaluationQueue.withheld).toEqual({ author: 1, institution: 1 });
    const evaluated = await h.gql<{ evaluatedProposals: { total: number; items: { decision: { event: string; comment: string | null; actorName: string } | null }[] } }>(EVALUATED, { c: conferenceId }, { token: coordinator.token });
    const decisions = evaluated.data!.evaluatedProposals.items.map((i) => i.decision);
    expect(decisions.length).toBeGreaterThan(3);
    expect(decisions.every((d) => d && d.actorName)).toBe(true);
    expect(new Set(decisions.map((d) => d!.event))).toEqual(new Set(['APPROVE', 'REJECT']));
    for (const account of demoAreaCoordinators) {
      const other = await h.login(account.email, DEMO_PASSWORD);
      const res = await h.gql<{ evaluationQueue: { total: number; areas: unknown[] } }>(QUEUE, { c: conferenceId }, { token: other.token });
      expect(res.data!.evaluationQueue.areas).toHaveLength(1);
      expect(res.data!.evaluationQueue.total).toBeGreaterThan(5);
    }
    const admin = await h.login('congreso@example.org', DEMO_PASSWORD);
    const all = await h.gql<{ evaluationQueue: { areas: unknown[] } }>(QUEUE, { c: conferenceId }, { token: admin.token });
    expect(all.data!.evaluationQueue.areas).toHaveLength(4);
  });
});
