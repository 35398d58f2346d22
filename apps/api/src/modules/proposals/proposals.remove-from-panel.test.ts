import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { panelItems } from '../../db/schema/panels';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { queuedMail } from '../../test/mail-queue';
import { buildPanelWorld } from '../panels/panels.test-support';
import { users } from '../../db/schema/users';

const CREATE = 'mutation ($data: CreateAreaPanelInput!) { createRegularPanel(data: $data) { id } }';
const UPDATE = 'mutation ($id: ID!, $data: UpdateAreaPanelInput!) { updateRegularPanel(id: $id, data: $data) { id } }';
const DELETE = 'mutation ($id: ID!) { deletePonencia(id: $id) }';

let h: Harness;
let w: Awaited<ReturnType<typeof buildPanelWorld>>;
beforeAll(async () => {
  h = await createHarness();
  w = await buildPanelWorld(h.db, { papers: 4 });
});
afterAll(() => h.close());

describe('ADMIN_CONGRESO deletes a proposal that sits in a panel', () => {
  it('records the removal on the panel and e-mails the area coordinator and the author, in the same transaction', async () => {
    const coordinator = await h.signIn(w.coordinatorA);
    const admin = await h.signIn(w.admin);
    const items = w.papers.slice(0, 3).map((p) => String(p.id));
    const created = await h.gql<{ createRegularPanel: { id: string } }>(
      CREATE,
      { data: { conferenceId: String(w.conferenceId), thematicAreaId: String(w.areaA.id), name: 'Estado y mercado', chair: { name: 'Marta Quiroga' }, commentator: null, items } },
      { token: coordinator.token },
    );
    expect(created.errors).toBeUndefined();
    const panelId = Number(created.data!.createRegularPanel.id);
    const victim = w.papers[0];
    const [author] = await h.db.select().from(users).where(eq(users.id, victim.submittedBy));

    // What the confirmation names: the panel it sits in.
    const read = await h.gql<{ proposal: { panel: { id: string; name: string } | null } }>('query ($id: ID!) { proposal(id: $id) { panel { id name } } }', { id: String(victim.id) }, { token: admin.token });
    expect(read.data?.proposal.panel).toEqual({ id: String(panelId), name: 'Estado y mercado' });

    const res = await h.gql<{ deletePonencia: boolean }>(DELETE, { id: String(victim.id) }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(await h.db.select().from(panelItems).where(eq(panelItems.panelId, panelId))).toHaveLength(2);

    const [row] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'panel.itemRemoved'), eq(auditLog.targetId, String(panelId))));
    expect(row).toMatchObject({ actorId: w.admin.id, targetType: 'panel', targetUserId: victim.submittedBy });
    expect(row.after).toMatchObject({ items: [w.papers[1].id, w.papers[2].id], removed: { id: victim.id, title: victim.title } });

    const [toCoordinator] = await queuedMail(h.db, w.coordinatorA.email);
    expect(toCoordinator.subject).toBe('Se eliminó una ponencia del panel «Estado y mercado»');
    expect(toCoordinator.text).toContain(`«${victim.title}»`);
    expect(toCoordinator.text).toContain('Quedó con 2 y el mínimo de la edición es 3');
    expect(await queuedMail(h.db, w.coordinatorB.email)).toEqual([]);
    const [toAuthor] = await queuedMail(h.db, author.email);
    expect(toAuthor.subject).toBe('Se eliminó su propuesta');
    expect(toAuthor.text).toContain('Estaba en el panel «Estado y mercado»');

    // The coordinator completes it again and saves.
    const saved = await h.gql(UPDATE, { id: String(panelId), data: { thematicAreaId: String(w.areaA.id), name: 'Estado y mercado', chair: { name: 'Marta Quiroga' }, commentator: null, items: [...items.slice(1), String(w.papers[3].id)] } }, { token: coordinator.token });
    expect(codeOf(saved)).toBeUndefined();
  });
});
