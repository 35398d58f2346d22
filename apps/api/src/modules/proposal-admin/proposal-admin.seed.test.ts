import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferences } from '../../db/schema/conferences';
import { users } from '../../db/schema/users';
import { DEMO_PASSWORD } from '../accounts/accounts.seed';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger, { storage: h.app.services.storage });
});
afterAll(() => h.close());

describe('demo data for proposal administration', () => {
  it('gives the demo ADMIN_CONGRESO a fixed plenary with participants and proposals of every kind to administer', async () => {
    const [current] = await h.db.select().from(conferences).where(eq(conferences.isCurrent, true));
    const [admin] = await h.db.select().from(users).where(eq(users.email, 'congreso@example.org'));
    const { token } = await h.login(admin.email, DEMO_PASSWORD);
    const panelsRes = await h.gql<{ fixedPanels: { total: number; items: { name: string; chair: { name: string }; speakers: { userId: string | null }[] }[] } }>(
      'query ($c: ID!) { fixedPanels(conferenceId: $c) { total items { name chair { name } speakers { userId } } } }',
      { c: String(current.id) },
      { token },
    );
    const plenary = panelsRes.data!.fixedPanels.items.find((p) => p.name.startsWith('Plenario inaugural'));
    expect(plenary!.speakers.length).toBeGreaterThanOrEqual(3);
    expect(plenary!.speakers.some((s) => s.userId !== null)).toBe(true);
    for (const kind of ['PRESENTACION', 'MESA_ESTUDIANTE', 'PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO']) {
      const res = await h.gql<{ conferenceProposals: { total: number } }>('query ($c: ID!, $k: SubmissionType!) { conferenceProposals(conferenceId: $c, kind: $k) { total } }', { c: String(current.id), k: kind }, { token });
      expect(res.data!.conferenceProposals.total, kind).toBeGreaterThan(10);
    }
  });
});
