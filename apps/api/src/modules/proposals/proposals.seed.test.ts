import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull, isNull, and } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { conferences } from '../../db/schema/conferences';
import { files } from '../../db/schema/files';
import { inscriptions } from '../../db/schema/inscriptions';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import { DEMO_PASSWORD } from '../accounts/accounts.seed';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';
import { pdfLines } from '../../test/pdf-reader';
import { DEMO_PROPOSALS } from './proposals.seed';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger, { storage: h.app.services.storage });
});
afterAll(() => h.close());

describe('demo proposals', () => {
  it('fills the current congress with about 400 proposals of every kind, area and status', async () => {
    const [current] = await h.db.select().from(conferences).where(eq(conferences.isCurrent, true));
    const rows = await h.db.select().from(proposals).where(eq(proposals.conferenceId, current.id));
    expect(rows).toHaveLength(DEMO_PROPOSALS);
    const tally = (key: 'kind' | 'status' | 'thematicAreaId') => rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r[key]]: (acc[r[key]] ?? 0) + 1 }), {});
    expect(Object.keys(tally('kind')).sort()).toEqual(['GRUPO_INVESTIGACION', 'LIBRO', 'MESA_ESTUDIANTE', 'PANEL_CERRADO', 'PRESENTACION']);
    expect(Object.keys(tally('thematicAreaId'))).toHaveLength(4);
    const statuses = tally('status');
    expect(statuses.PENDING).toBeGreaterThan(DEMO_PROPOSALS / 2);
    expect(statuses.APPROVED).toBeGreaterThan(20);
    expect(statuses.REJECTED).toBeGreaterThan(20);
    // Every proposal's owner submitted it from their own inscription in this congress, and is its first author.
    const owners = await h.db
      .select({ n: count() })
      .from(proposals)
      .innerJoin(inscriptions, eq(inscriptions.id, proposals.inscriptionId))
      .innerJoin(proposalAuthors, and(eq(proposalAuthors.proposalId, proposals.id), eq(proposalAuthors.position, 0)))
      .where(and(eq(proposals.conferenceId, current.id), eq(inscriptions.userId, proposals.submittedBy), eq(proposalAuthors.userId, proposals.submittedBy)));
    expect(owners[0].n).toBe(DEMO_PROPOSALS);
  });

  it('has co-authors, linked and invited, and small real PDFs stored as full texts', async () => {
    const [linked] = await h.db.select({ n: count() }).from(proposalAuthors).where(and(isNotNull(proposalAuthors.userId), eq(proposalAuthors.position, 1)));
    const [invited] = await h.db.select({ n: count() }).from(proposalAuthors).where(and(isNull(proposalAuthors.userId), isNotNull(proposalAuthors.invitedAt)));
    expect(linked.n).toBeGreaterThan(30);
    expect(invited.n).toBeGreaterThan(30);
    const texts = await h.db.select().from(files).where(eq(files.attachedType, 'proposal'));
    expect(texts.length).toBeGreaterThan(40);
    for (const file of texts.slice(0, 3)) {
      const stream = (await h.app.services.storage.open(file.storageKey))!;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe('application/pdf');
      // Written with platform/pdf: a title and "author - year" that read back as text.
      expect(pdfLines(bytes)).toEqual([expect.any(String), expect.stringMatching(/^\S.* - \d{4}$/)]);
      expect(file.originalName).toMatch(/^[a-z-]+\.pdf$/);
    }
  });

  it('gives the demo member one proposal of each kind to show, a paper with its file among them, and one co-authorship still to answer', async () => {
    const [socio] = await h.db.select().from(users).where(eq(users.email, 'socio@example.org'));
    const [inscription] = await h.db.select().from(inscriptions).where(eq(inscriptions.userId, socio.id));
    const { token } = await h.login('socio@example.org', DEMO_PASSWORD);
    const res = await h.gql<{ myProposals: { total: number; items: { kind: string; viewerRole: string; file: { name: string } | null; permissions: { canEdit: boolean } }[] } }>(
      'query ($id: ID!) { myProposals(inscriptionId: $id, pageSize: 50) { total items { kind viewerRole file { name } permissions { canEdit } } } }',
      { id: String(inscription.id) },
      { token },
    );
    expect(res.errors).toBeUndefined();
    const own = res.data!.myProposals.items.filter((p) => p.viewerRole === 'OWNER');
    expect(own.map((p) => p.kind).sort()).toEqual(['GRUPO_INVESTIGACION', 'LIBRO', 'MESA_ESTUDIANTE', 'PANEL_CERRADO', 'PRESENTACION']);
    expect(own.find((p) => p.kind === 'PRESENTACION')!.file).not.toBeNull();
    expect(own.filter((p) => p.permissions.canEdit)).toHaveLength(4);
    expect(res.data!.myProposals.items.some((p) => p.viewerRole === 'COAUTHOR')).toBe(true);
    // One co-authorship still to accept or decline in «Coautorías»; the others accepted.
    const invitations = await h.gql<{ myCoAuthorInvitations: { accepted: boolean }[] }>('{ myCoAuthorInvitations { accepted } }', {}, { token });
    expect(invitations.data!.myCoAuthorInvitations.filter((i) => !i.accepted)).toHaveLength(1);
    expect(invitations.data!.myCoAuthorInvitations.filter((i) => i.accepted).length).toBeGreaterThan(0);
  });
});
