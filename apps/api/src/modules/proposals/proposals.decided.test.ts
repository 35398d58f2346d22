import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { buildProposal } from '../../test/factories';
import { createHarness, type Harness } from '../../test/harness';
import { buildPanelWorld } from '../panels/panels.test-support';

const VOTE = 'mutation ($id: ID!, $vote: VoteInput) { votePresentation(presentationId: $id, type: PRESENTACION, vote: $vote) { event } }';
const CREATE = 'mutation ($data: CreateAreaPanelInput!) { createRegularPanel(data: $data) { id } }';
const READ = 'query ($id: ID!) { proposal(id: $id) { status decision { approved comment decidedAt } panel { id name } } }';
type Read = { proposal: { status: string; decision: { approved: boolean; comment: string | null; decidedAt: string } | null; panel: { id: string; name: string } | null } };

let h: Harness;
let w: Awaited<ReturnType<typeof buildPanelWorld>>;
beforeAll(async () => {
  h = await createHarness();
  w = await buildPanelWorld(h.db, { papers: 2 });
});
afterAll(() => h.close());

describe('an author reads their decided proposal', () => {
  it('sees the decision with the comment they were e-mailed, then the panel it is in; nothing while pending', async () => {
    const [author] = await h.db.select().from(users).where(eq(users.id, w.papers[0].submittedBy));
    const pending = await buildProposal(h.db, { conferenceId: w.conferenceId, submittedBy: author.id, thematicAreaId: w.areaA.id, kind: 'PRESENTACION', status: 'PENDING', title: 'Pendiente de decisión' });
    const me = await h.signIn({ id: author.id, email: author.email });
    const coordinator = await h.signIn(w.coordinatorA);

    const before = await h.gql<Read>(READ, { id: String(pending.id) }, { token: me.token });
    expect(before.data?.proposal).toEqual({ status: 'PENDING', decision: null, panel: null });

    const voted = await h.gql(VOTE, { id: String(pending.id), vote: { decision: 'APPROVE', comment: 'Muy buen trabajo; acorte la introducción.' } }, { token: coordinator.token });
    expect(voted.errors).toBeUndefined();
    const decided = await h.gql<Read>(READ, { id: String(pending.id) }, { token: me.token });
    expect(decided.data?.proposal).toMatchObject({ status: 'APPROVED', decision: { approved: true, comment: 'Muy buen trabajo; acorte la introducción.' }, panel: null });

    const items = [String(pending.id), ...w.papers.map((p) => String(p.id))];
    const created = await h.gql<{ createRegularPanel: { id: string } }>(
      CREATE,
      { data: { conferenceId: String(w.conferenceId), thematicAreaId: String(w.areaA.id), name: 'Instituciones comparadas', chair: { name: 'Marta Quiroga' }, commentator: null, items } },
      { token: coordinator.token },
    );
    expect(created.errors).toBeUndefined();
    const inPanel = await h.gql<Read>(READ, { id: String(pending.id) }, { token: me.token });
    expect(inPanel.data?.proposal).toMatchObject({ status: 'INCLUDE_IN_PANEL', decision: { approved: true }, panel: { id: created.data!.createRegularPanel.id, name: 'Instituciones comparadas' } });
  });
});
