import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalDecisions } from '../../db/schema/panels';
import { users } from '../../db/schema/users';
import { buildProposal, buildUser } from '../../test/factories';
import { createHarness, type Harness } from '../../test/harness';
import { queuedMail } from '../../test/mail-queue';
import { buildPanelWorld } from '../panels/panels.test-support';

const REASSIGN = 'mutation ($id: ID!, $area: ID, $comment: String) { votePresentation(presentationId: $id, type: PRESENTACION, reAsign: $area, comment: $comment) { event comment toArea } }';

let h: Harness;
let w: Awaited<ReturnType<typeof buildPanelWorld>>;
beforeAll(async () => {
  h = await createHarness();
  w = await buildPanelWorld(h.db, { papers: 0 });
});
afterAll(() => h.close());

describe('reassigning with a comment for the authors', () => {
  it('keeps the comment in the history and e-mails it to the authors', async () => {
    const author = await buildUser(h.db);
    const p = await buildProposal(h.db, { conferenceId: w.conferenceId, submittedBy: author.id, thematicAreaId: w.areaA.id, kind: 'PRESENTACION', status: 'PENDING' });
    const coordinator = await h.signIn(w.coordinatorA);
    const res = await h.gql<{ votePresentation: { event: string; comment: string | null; toArea: string } }>(
      REASSIGN,
      { id: String(p.id), area: String(w.areaB.id), comment: '  Trata sobre políticas públicas, no sobre teoría.  ' },
      { token: coordinator.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.votePresentation).toEqual({ event: 'REASSIGN_AREA', comment: 'Trata sobre políticas públicas, no sobre teoría.', toArea: w.areaB.name });
    const [row] = await h.db.select().from(proposalDecisions).where(eq(proposalDecisions.proposalId, p.id));
    expect(row.comment).toBe('Trata sobre políticas públicas, no sobre teoría.');
    const [{ email }] = await h.db.select({ email: users.email }).from(users).where(eq(users.id, author.id));
    const [mail] = await queuedMail(h.db, email);
    expect(mail.subject).toBe('Su propuesta pasó a otra área temática');
    expect(mail.text).toContain('Comentario de la evaluación: Trata sobre políticas públicas, no sobre teoría.');
  });
});
