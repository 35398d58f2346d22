import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../accounts/accounts.seed';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger, { storage: h.app.services.storage });
});
afterAll(() => h.close());

const LIST = `query ($c: ID!) { conferenceAwards(conferenceId: $c) { id name status applicationCount viewerPending } }`;
const APPS = `query ($id: ID!) { awardApplications(awardId: $id) { total items { title file { url } viewerConflict mean scores { score conflict } } } }`;
const CURRENT = `query { currentConference { id } }`;

describe('demo awards', () => {
  it('gives juez@ an award with six applications with files, partial scores and one conflict; congreso@ sees every score', async () => {
    const judge = await h.login('juez@example.org', DEMO_PASSWORD);
    const admin = await h.login('congreso@example.org', DEMO_PASSWORD);
    const c = (await h.gql<{ currentConference: { id: string } }>(CURRENT, {}, { token: judge.token })).data!.currentConference.id;
    const list = await h.gql<{ conferenceAwards: { id: string; name: string; applicationCount: number; viewerPending: number }[] }>(LIST, { c }, { token: judge.token });
    const thesis = list.data!.conferenceAwards.find((a) => a.name.startsWith('Premio a la mejor tesis'))!;
    expect(thesis).toMatchObject({ applicationCount: 6, viewerPending: 2 });
    type Apps = { awardApplications: { total: number; items: { file: { url: string } | null; viewerConflict: boolean; mean: number | null; scores: { score: number | null; conflict: boolean }[] | null }[] } };
    const asJudge = await h.gql<Apps>(APPS, { id: thesis.id }, { token: judge.token });
    expect(asJudge.data!.awardApplications.total).toBe(6);
    expect(asJudge.data!.awardApplications.items.every((i) => i.file !== null && i.mean === null)).toBe(true);
    expect(asJudge.data!.awardApplications.items.filter((i) => i.viewerConflict)).toHaveLength(1);
    const asAdmin = await h.gql<Apps>(APPS, { id: thesis.id }, { token: admin.token });
    const flagged = asAdmin.data!.awardApplications.items.flatMap((i) => i.scores!.filter((s) => s.conflict && s.score !== null));
    expect(flagged).toHaveLength(1);
    expect(asAdmin.data!.awardApplications.items.filter((i) => i.mean !== null).length).toBe(5);
  });
});
