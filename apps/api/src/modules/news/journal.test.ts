import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { journalIssues } from '../../db/schema/news';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { tinyPdf, upload } from '../files/files.test-support';
import { solidPng } from '../../platform/solid-png';

const FIELDS = 'id title number year link coverFileId coverUrl pdfFileId pdfUrl status publishAt';
const CREATE = `mutation ($data: JournalIssueInput!) { createJournalIssue(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: JournalIssueInput!) { updateJournalIssue(id: $id, data: $data) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteJournalIssue(id: $id) }';
const ONE = `query ($id: ID!) { journalIssue(id: $id) { ${FIELDS} } }`;
const LIST = `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {
  journalIssues(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) { total page pageSize items { ${FIELDS} } } }`;
const PUBLISHED = `query ($limit: Int) { publishedJournalIssues(limit: $limit) { ${FIELDS} } }`;

type Issue = { id: string; title: string; number: number; year: number; link: string | null; coverUrl: string | null; pdfUrl: string | null; status: string };

let h: Harness;
let admin: string;
let member: string;
beforeAll(async () => {
  h = await createHarness();
  admin = (await h.signIn('ADMIN')).token;
  member = (await h.signIn('USER')).token;
});
afterAll(() => h.close());

const valid = (o: Record<string, unknown> = {}) => ({ title: 'Revista de Ciencia Política', number: 12, year: 2025, link: 'https://revista.example.org/12', status: 'PUBLISHED', ...o });
const create = async (o: Record<string, unknown> = {}) => {
  const res = await h.gql<{ createJournalIssue: Issue }>(CREATE, { data: valid(o) }, { token: admin });
  if (!res.data?.createJournalIssue) throw new Error(JSON.stringify(res.errors));
  return res.data.createJournalIssue;
};
const issueCount = async () => (await h.db.select({ n: count() }).from(journalIssues))[0].n;

describe('createJournalIssue', () => {
  it('creates an issue with a cover and a PDF, served by signed URLs, audited', async () => {
    const cover = await upload(h, { bytes: solidPng(), name: 'tapa.png', type: 'image/png', purpose: 'JOURNAL_COVER', token: admin });
    const pdf = await upload(h, { bytes: tinyPdf(), name: 'numero.pdf', type: 'application/pdf', purpose: 'JOURNAL_PDF', token: admin });
    const issue = await create({ link: null, coverFileId: cover.data!.uploadFile.id, pdfFileId: pdf.data!.uploadFile.id });
    expect(issue).toMatchObject({ number: 12, year: 2025, link: null, status: 'PUBLISHED' });
    const download = await h.app.server.inject({ method: 'GET', url: issue.pdfUrl! });
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect((await h.app.server.inject({ method: 'GET', url: issue.coverUrl! })).headers['content-type']).toBe('image/png');
    expect(await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'journalIssue.created'), eq(auditLog.targetId, issue.id)))).toHaveLength(1);
  });

  it('needs a link or a PDF, and refuses bad values without storing anything', async () => {
    const before = await issueCount();
    const neither = await h.gql(CREATE, { data: valid({ link: '' }) }, { token: admin });
    expect(codeOf(neither)).toBe('BAD_USER_INPUT');
    expect(neither.errors![0].extensions!.fields).toEqual({ link: 'Indique un enlace o adjunte el PDF' });
    const bad = await h.gql(CREATE, { data: valid({ link: 'javascript:alert(1)', number: 0, year: 1800 }) }, { token: admin });
    expect(bad.errors![0].extensions!.fields).toMatchObject({ link: expect.stringContaining('http'), number: 'El número debe ser mayor que 0', year: 'Ingrese un año válido' });
    const image = await upload(h, { bytes: solidPng(), name: 'a.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin });
    const wrongPurpose = await h.gql(CREATE, { data: valid({ pdfFileId: image.data!.uploadFile.id }) }, { token: admin });
    expect(wrongPurpose.errors![0].extensions!.fields).toHaveProperty('pdfFileId');
    expect(await issueCount()).toBe(before);
  });

  it('is for ADMIN only', async () => {
    const before = await issueCount();
    expect(codeOf(await h.gql(CREATE, { data: valid() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(CREATE, { data: valid() }, { token: member }))).toBe('FORBIDDEN');
    expect(await issueCount()).toBe(before);
  });
});

describe('updateJournalIssue and deleteJournalIssue', () => {
  it('updates, audited, and refuses bad input, missing ids and other roles without changes', async () => {
    const issue = await create();
    const res = await h.gql<{ updateJournalIssue: Issue }>(UPDATE, { id: issue.id, data: valid({ title: 'Número especial', number: 13 }) }, { token: admin });
    expect(res.data!.updateJournalIssue).toMatchObject({ title: 'Número especial', number: 13 });
    expect(await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'journalIssue.updated'), eq(auditLog.targetId, issue.id)))).toHaveLength(1);
    expect(codeOf(await h.gql(UPDATE, { id: issue.id, data: valid({ title: '' }) }, { token: admin }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(UPDATE, { id: '424242', data: valid() }, { token: admin }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(UPDATE, { id: issue.id, data: valid() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(UPDATE, { id: issue.id, data: valid() }, { token: member }))).toBe('FORBIDDEN');
    const [row] = await h.db.select().from(journalIssues).where(eq(journalIssues.id, Number(issue.id)));
    expect(row).toMatchObject({ title: 'Número especial', number: 13 });
  });

  it('deletes for ADMIN only, audited', async () => {
    const issue = await create();
    expect(codeOf(await h.gql(DELETE, { id: issue.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(DELETE, { id: issue.id }, { token: member }))).toBe('FORBIDDEN');
    expect((await h.gql(DELETE, { id: issue.id }, { token: admin })).data).toEqual({ deleteJournalIssue: true });
    expect(codeOf(await h.gql(DELETE, { id: issue.id }, { token: admin }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ONE, { id: issue.id }, { token: admin }))).toBe('NOT_FOUND');
    expect(await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'journalIssue.deleted'), eq(auditLog.targetId, issue.id)))).toHaveLength(1);
  });
});

describe('journalIssue and journalIssues', () => {
  it('reads one for ADMIN only', async () => {
    const issue = await create({ title: 'Uno' });
    expect((await h.gql<{ journalIssue: Issue }>(ONE, { id: issue.id }, { token: admin })).data!.journalIssue.title).toBe('Uno');
    expect(codeOf(await h.gql(ONE, { id: issue.id }, { token: member }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(ONE, { id: issue.id }))).toBe('UNAUTHENTICATED');
  });

  it('lists with search, status filter, sort and pages; refuses bad arguments and other roles', async () => {
    for (let i = 1; i <= 3; i++) await create({ title: `Dossier ${i}`, number: 100 + i, status: i === 3 ? 'DRAFT' : 'PUBLISHED' });
    const res = await h.gql<{ journalIssues: { total: number; items: Issue[] } }>(LIST, { search: 'dossier', sort: 'number', direction: 'DESC' }, { token: admin });
    expect(res.data!.journalIssues.items.map((i) => i.number)).toEqual([103, 102, 101]);
    const drafts = await h.gql<{ journalIssues: { total: number } }>(LIST, { search: 'dossier', status: 'DRAFT' }, { token: admin });
    expect(drafts.data!.journalIssues.total).toBe(1);
    const byNumber = await h.gql<{ journalIssues: { total: number } }>(LIST, { search: '102' }, { token: admin });
    expect(byNumber.data!.journalIssues.total).toBe(1);
    const page = await h.gql<{ journalIssues: { items: Issue[] } }>(LIST, { search: 'dossier', sort: 'number', page: 1, pageSize: 2 }, { token: admin });
    expect(page.data!.journalIssues.items.map((i) => i.number)).toEqual([103]);
    expect(codeOf(await h.gql(LIST, { sort: 'link' }, { token: admin }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(LIST, {}, { token: member }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(LIST, {}))).toBe('UNAUTHENTICATED');
  });

  it('sends the same number of statements for 10 and 100 rows per page', async () => {
    await h.db.insert(journalIssues).values(Array.from({ length: 110 }, (_, i) => ({ title: `Masivo ${i}`, number: i + 1, year: 2020, link: 'https://e.org/x' })));
    const statements = (pageSize: number) =>
      h.countStatements(async () => {
        const res = await h.gql<{ journalIssues: { items: Issue[] } }>(LIST, { pageSize }, { token: admin });
        expect(res.data!.journalIssues.items).toHaveLength(pageSize);
      });
    const ten = await statements(10);
    const hundred = await statements(100);
    expect(hundred).toBe(ten);
    expect(ten).toBe(2); // the session check, then the page with its bounded count
  });

  it('unfiltered, every sort in both directions gives the order the database gives for that key, page after page (the prepared statements)', async () => {
    await h.db.insert(journalIssues).values(
      Array.from({ length: 7 }, (_, i) => ({ title: ['Ñandú', 'árbol', 'Zeta', 'ola', 'Álamo', 'nube', 'Eco'][i], number: 500 + (i % 3), year: 2010 + (i % 4), link: 'https://e.org/x', status: i % 2 ? ('DRAFT' as const) : ('PUBLISHED' as const) })),
    );
    const keys = { title: sql`portal_sort_key(${journalIssues.title}) collate "C"`, number: journalIssues.number, year: journalIssues.year, publishAt: journalIssues.publishAt, status: journalIssues.status, updatedAt: journalIssues.updatedAt };
    for (const [sort, key] of Object.entries(keys)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const expected = await h.db
          .select({ id: journalIssues.id })
          .from(journalIssues)
          .orderBy(direction === 'DESC' ? sql`${key} desc` : sql`${key} asc`, desc(journalIssues.number), desc(journalIssues.id))
          .limit(6);
        const ids: number[] = [];
        for (const page of [0, 1]) {
          const res = await h.gql<{ journalIssues: { items: Issue[] } }>(LIST, { sort, direction, page, pageSize: 3 }, { token: admin });
          ids.push(...res.data!.journalIssues.items.map((i) => Number(i.id)));
        }
        expect(ids, `${sort} ${direction}`).toEqual(expected.map((r) => r.id));
      }
    }
  });
});

describe('publishedJournalIssues', () => {
  it('shows only published issues whose date has come, to every signed-in user', async () => {
    const shown = await create({ title: 'Visible', year: 2026, number: 900 });
    const draft = await create({ title: 'Borrador', status: 'DRAFT' });
    const future = await create({ title: 'Futuro', publishAt: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString() });
    const res = await h.gql<{ publishedJournalIssues: Issue[] }>(PUBLISHED, { limit: 50 }, { token: member });
    const ids = res.data!.publishedJournalIssues.map((i) => i.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(future.id);
    expect(codeOf(await h.gql(PUBLISHED, {}))).toBe('UNAUTHENTICATED');
  });
});
