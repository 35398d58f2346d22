import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { files } from '../../db/schema/files';
import { proposals } from '../../db/schema/proposals';
import { DomainError } from '../../platform/errors';
import { codeOf, createHarness, type GqlResult, type Harness, type SignedIn } from '../../test/harness';
import { queuedMail } from '../../test/mail-queue';
import { findFile, storeUpload } from '../files/files.service';
import { tinyDocx, tinyOdt, tinyPdf, upload, zipOf } from '../files/files.test-support';
import { buildInscriptionRow, buildProposalEdition, buildProposalRow } from './proposals.test-support';

const MB = 1024 * 1024;
const ATTACH = `mutation ($presentationId: ID!, $fileId: ID!) { attachProposalFile(presentationId: $presentationId, fileId: $fileId) {
  id file { id name sizeBytes contentType uploadedAt url } permissions { canUpload } } }`;
const ONE = 'query ($id: ID!) { proposal(id: $id) { id viewerRole file { name url } } }';
const DELETE = 'mutation ($id: ID!) { deletePaper(id: $id) }';

type Attached = { attachProposalFile: { id: string; file: { id: string; name: string; sizeBytes: number; contentType: string; uploadedAt: string; url: string } | null } };

let h: Harness;
let owner: SignedIn;
let stranger: SignedIn;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
let inscriptionId: number;
beforeAll(async () => {
  h = await createHarness();
  owner = await h.signIn('USER');
  stranger = await h.signIn('USER');
  edition = await buildProposalEdition(h.db, { maxFileMb: 1 });
  inscriptionId = (await buildInscriptionRow(h.db, { userId: owner.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
});
afterAll(() => h.close());

const fileCount = async () => (await h.db.select({ n: count() }).from(files))[0].n;
const storedOnDisk = async () => (await readdir(path.join(h.config.dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).length;
const bytesExist = async (key: string) => {
  const stream = await h.app.services.storage.open(key);
  stream?.destroy();
  return stream !== null;
};
const proposal = (o: { kind?: 'PRESENTACION' | 'LIBRO'; status?: 'PENDING' | 'APPROVED' } = {}) =>
  buildProposalRow(h.db, { inscriptionId, conferenceId: edition.conference.id, submittedBy: owner.user.id, ownerEmail: owner.user.email, thematicAreaId: edition.areas[0].id, ...o });
const uploadText = async (bytes: Buffer, name: string, token = owner.token, type = 'application/pdf') => upload(h, { bytes, name, type, purpose: 'PROPOSAL_FULL_TEXT', token });
const uploadedId = async (bytes: Buffer, name: string, token = owner.token) => {
  const res = await uploadText(bytes, name, token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.uploadFile.id;
};

describe('attachProposalFile', () => {
  it('attaches a PDF, shows its name, size and date with a signed URL, and replaces it removing the old row and bytes', async () => {
    const p = await proposal();
    const first = await uploadedId(tinyPdf(), 'ponencia.pdf');
    const res = await h.gql<Attached>(ATTACH, { presentationId: String(p.id), fileId: first }, { token: owner.token });
    expect(res.errors).toBeUndefined();
    const file = res.data!.attachProposalFile.file!;
    expect(file).toMatchObject({ id: first, name: 'ponencia.pdf', sizeBytes: tinyPdf().length, contentType: 'application/pdf' });
    expect(Math.abs(Date.parse(file.uploadedAt) - Date.now())).toBeLessThan(60_000);
    const download = await h.app.server.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="ponencia.pdf"/);
    const oldKey = (await findFile(h.db, first))!.storageKey;
    const second = await uploadedId(tinyDocx(), 'ponencia-final.docx');
    const replaced = await h.gql<Attached>(ATTACH, { presentationId: String(p.id), fileId: second }, { token: owner.token });
    expect(replaced.data!.attachProposalFile.file).toMatchObject({ id: second, name: 'ponencia-final.docx' });
    expect(await findFile(h.db, first)).toBeNull();
    expect(await bytesExist(oldKey)).toBe(false);
  });

  it('goes with its proposal: deleting the proposal removes the file row and bytes', async () => {
    const p = await proposal();
    const id = await uploadedId(tinyOdt(), 'texto.odt');
    await h.gql(ATTACH, { presentationId: String(p.id), fileId: id }, { token: owner.token });
    const key = (await findFile(h.db, id))!.storageKey;
    expect((await h.gql<{ deletePaper: boolean }>(DELETE, { id: String(p.id) }, { token: owner.token })).data!.deletePaper).toBe(true);
    expect(await findFile(h.db, id)).toBeNull();
    expect(await bytesExist(key)).toBe(false);
  });

  it("refuses a file over the edition's limit with a Spanish message on `file`, attaching nothing", async () => {
    const p = await proposal();
    const big = await uploadedId(Buffer.concat([tinyPdf(), Buffer.alloc(MB + 10, 32)]), 'grande.pdf');
    const res = await h.gql(ATTACH, { presentationId: String(p.id), fileId: big }, { token: owner.token });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toEqual({ file: 'El archivo supera el tamaño máximo de 1 MB de este congreso.' });
    expect((await findFile(h.db, big))!.attachedId).toBeNull();
  });

  it('refuses a book (no full text), a file of another purpose, another person\'s upload and an id that is no file', async () => {
    const book = await proposal({ kind: 'LIBRO' });
    const pdf = await uploadedId(tinyPdf(), 'libro.pdf');
    const noText = await h.gql(ATTACH, { presentationId: String(book.id), fileId: pdf }, { token: owner.token });
    expect(res(noText)).toEqual({ file: 'Este tipo de propuesta no lleva archivo.' });
    const p = await proposal();
    const theirs = await uploadedId(tinyPdf(), 'ajeno.pdf', stranger.token);
    expect(res(await h.gql(ATTACH, { presentationId: String(p.id), fileId: theirs }, { token: owner.token }))).toEqual({ file: expect.stringContaining('Súbalo nuevamente') });
    const receipt = (await upload(h, { bytes: tinyPdf(), name: 'c.pdf', type: 'application/pdf', purpose: 'PAYMENT_RECEIPT', token: owner.token })).data!.uploadFile.id;
    expect(res(await h.gql(ATTACH, { presentationId: String(p.id), fileId: receipt }, { token: owner.token }))).toEqual({ file: expect.stringContaining('Súbalo nuevamente') });
    // The API's input net refuses an id that cannot be one before the service runs.
    expect(res(await h.gql(ATTACH, { presentationId: String(p.id), fileId: '../../etc/passwd' }, { token: owner.token }))).toEqual({ fileId: 'El identificador no es válido.' });
    expect(res(await h.gql(ATTACH, { presentationId: String(p.id), fileId: '00000000-0000-4000-8000-000000000000' }, { token: owner.token }))).toEqual({ file: expect.stringContaining('Súbalo nuevamente') });
    expect((await findFile(h.db, theirs))!.attachedId).toBeNull();
    function res(r: GqlResult) {
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      return r.errors![0].extensions!.fields;
    }
  });

  it("answers NOT_FOUND on another person's proposal and CONFLICT once decided, attaching nothing", async () => {
    const p = await proposal();
    const mine = await uploadedId(tinyPdf(), 'mio.pdf', stranger.token);
    expect(codeOf(await h.gql(ATTACH, { presentationId: String(p.id), fileId: mine }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ATTACH, { presentationId: String(p.id), fileId: mine }))).toBe('UNAUTHENTICATED');
    const decided = await proposal({ status: 'APPROVED' });
    const own = await uploadedId(tinyPdf(), 'tarde.pdf');
    const late = await h.gql(ATTACH, { presentationId: String(decided.id), fileId: own }, { token: owner.token });
    expect(codeOf(late)).toBe('CONFLICT');
    expect((await findFile(h.db, own))!.attachedId).toBeNull();
    expect((await findFile(h.db, mine))!.attachedId).toBeNull();
  });

  it('answers FORBIDDEN to a co-author and CONFLICT outside the window, attaching nothing', async () => {
    const coAuthor = await h.signIn('USER');
    const p = await buildProposalRow(h.db, {
      inscriptionId, conferenceId: edition.conference.id, submittedBy: owner.user.id, ownerEmail: owner.user.email, thematicAreaId: edition.areas[0].id,
      coAuthors: [{ email: coAuthor.user.email, userId: coAuthor.user.id }],
    });
    const theirs = await uploadedId(tinyPdf(), 'coautor.pdf', coAuthor.token);
    expect(codeOf(await h.gql(ATTACH, { presentationId: String(p.id), fileId: theirs }, { token: coAuthor.token }))).toBe('FORBIDDEN');
    const closed = await buildProposalEdition(h.db, { windows: { PRESENTACION: 'closed' } });
    const insc = await buildInscriptionRow(h.db, { userId: owner.user.id, conferenceId: closed.conference.id, categoryId: closed.category.id });
    const late = await buildProposalRow(h.db, { inscriptionId: insc.id, conferenceId: closed.conference.id, submittedBy: owner.user.id, ownerEmail: owner.user.email, thematicAreaId: closed.areas[0].id });
    const own = await uploadedId(tinyPdf(), 'fuera.pdf');
    const res = await h.gql(ATTACH, { presentationId: String(late.id), fileId: own }, { token: owner.token });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toMatch(/cerró el/);
    expect((await findFile(h.db, own))!.attachedId).toBeNull();
    expect((await findFile(h.db, theirs))!.attachedId).toBeNull();
  });

  it('lets ADMIN_CONGRESO of the edition attach to a decided proposal, audited, and e-mails its author', async () => {
    const staff = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
    const notices = async () => (await queuedMail(h.db, owner.user.email)).filter((m) => m.subject === 'Se modificó su propuesta');
    const noticesBefore = (await notices()).length;
    const p = await proposal({ status: 'APPROVED' });
    const id = await uploadedId(tinyPdf(), 'corregido.pdf', staff.token);
    const res = await h.gql<Attached>(ATTACH, { presentationId: String(p.id), fileId: id }, { token: staff.token });
    expect(res.data!.attachProposalFile.file!.id).toBe(id);
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'proposal.fileAttached'), eq(auditLog.targetId, String(p.id))));
    expect(audit).toMatchObject({ actorId: staff.user.id, targetUserId: owner.user.id, before: { file: null }, after: { file: { id, name: 'corregido.pdf' } } });
    const sent = (await notices()).slice(noticesBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain(`${staff.user.firstName} ${staff.user.lastName}, de la administración del congreso, modificó el texto completo de su propuesta`);
    expect(sent[0].html).toContain(`/postulacion/${p.id}`);
  });

  it('gives the signed URL to a coordinator of its area, and nothing to a coordinator of another area', async () => {
    const p = await proposal();
    await h.gql(ATTACH, { presentationId: String(p.id), fileId: await uploadedId(tinyPdf(), 'area.pdf') }, { token: owner.token });
    const coordinator = await h.signIn({ roles: [], conferenceRoles: [{ role: 'COORDINADOR', conferenceId: edition.conference.id, thematicAreaId: edition.areas[0].id }] });
    const seen = await h.gql<{ proposal: { viewerRole: string; file: { url: string } } }>(ONE, { id: String(p.id) }, { token: coordinator.token });
    expect(seen.data!.proposal.viewerRole).toBe('STAFF');
    expect((await h.app.server.inject({ method: 'GET', url: seen.data!.proposal.file.url })).statusCode).toBe(200);
    const other = await h.signIn({ roles: [], conferenceRoles: [{ role: 'COORDINADOR', conferenceId: edition.conference.id, thematicAreaId: edition.areas[1].id }] });
    const hidden = await h.gql(ONE, { id: String(p.id) }, { token: other.token });
    expect(codeOf(hidden)).toBe('NOT_FOUND');
    expect(hidden.data?.proposal ?? null).toBeNull();
  });
});

describe('uploads of full texts (PROPOSAL_FULL_TEXT)', () => {
  const refusedWith = async (bytes: Buffer, name: string, type: string, message: string) => {
    const before = await fileCount();
    const onDisk = await storedOnDisk();
    const res = await uploadText(bytes, name, owner.token, type);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toEqual({ file: message });
    expect(await fileCount()).toBe(before);
    expect(await storedOnDisk()).toBe(onDisk);
  };
  const WRONG_TYPE = 'El archivo debe ser PDF, DOCX u ODT; su contenido no corresponde a ese tipo.';
  const DAMAGED = 'El documento está dañado o no es un DOCX u ODT válido. Guárdelo nuevamente desde su procesador de textos o envíelo en PDF.';

  it('refuses an HTML page renamed as a PDF, storing nothing', async () => {
    await refusedWith(Buffer.from('<!doctype html><html><body><script>fetch("/graphql")</script></body></html>'), 'ponencia.pdf', 'application/pdf', WRONG_TYPE);
  });

  it('refuses a Windows executable renamed as a DOCX, storing nothing', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
    await refusedWith(exe, 'ponencia.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', WRONG_TYPE);
  });

  it('refuses a file over 20 MB with a Spanish message, storing nothing', async () => {
    await refusedWith(Buffer.concat([tinyPdf(), Buffer.alloc(20 * MB + 100, 32)]), 'enorme.pdf', 'application/pdf', 'El archivo supera el tamaño máximo de 20 MB.');
  });

  it('stops reading an oversize full text long before its end', async () => {
    const before = await fileCount();
    const onDisk = await storedOnDisk();
    const state = { pulled: 0 };
    const stream = Readable.from(
      (async function* () {
        for (let sent = 0; sent < 80 * MB; sent += MB) {
          const chunk = sent === 0 ? Buffer.concat([tinyPdf(), Buffer.alloc(MB - tinyPdf().length, 32)]) : Buffer.alloc(MB, 32);
          state.pulled += chunk.length;
          yield chunk;
        }
      })(),
    );
    const error = await storeUpload(h.db, h.app.services.storage, 'secreto', { stream, name: 'enorme.pdf', purpose: 'PROPOSAL_FULL_TEXT', uploader: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).fields).toEqual({ file: 'El archivo supera el tamaño máximo de 20 MB.' });
    expect(state.pulled).toBeLessThanOrEqual(24 * MB);
    expect(await fileCount()).toBe(before);
    expect(await storedOnDisk()).toBe(onDisk);
  });

  it('refuses a DOCX that is a zip bomb (a few kilobytes that inflate a thousand times), storing nothing', { timeout: 60_000 }, async () => {
    const contentTypes = tinyDocxParts()[0];
    const filler = 'a'.repeat(12 * MB);
    const bomb = zipOf([contentTypes, ['word/document.xml', filler], ['word/media/1.xml', filler]]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    await refusedWith(bomb, 'bomba.docx', 'application/octet-stream', DAMAGED);
  });

  it('refuses a DOCX without its document part, and an archive that only looks like one at its start', async () => {
    const [contentTypes] = tinyDocxParts();
    await refusedWith(zipOf([contentTypes, ['word/otra.xml', '<x/>']]), 'vacio.docx', 'application/octet-stream', DAMAGED);
    const cut = tinyDocx().subarray(0, tinyDocx().length - 30);
    await refusedWith(cut, 'cortado.docx', 'application/octet-stream', DAMAGED);
  });

  it('keeps only the last segment of a path-traversal name, and downloads it under a safe name', async () => {
    const p = await proposal();
    const id = await uploadedId(tinyPdf(), '../../../etc/passwd.pdf');
    expect((await findFile(h.db, id))!.originalName).toBe('passwd.pdf');
    const windows = await uploadedId(tinyPdf(), '..\\..\\Windows\\system.ini.pdf');
    expect((await findFile(h.db, windows))!.originalName).toBe('system.ini.pdf');
    const dots = await uploadedId(tinyPdf(), '....\u202Efdp.exe');
    expect((await findFile(h.db, dots))!.originalName).toBe('fdp.exe');
    const res = await h.gql<Attached>(ATTACH, { presentationId: String(p.id), fileId: id }, { token: owner.token });
    const download = await h.app.server.inject({ method: 'GET', url: res.data!.attachProposalFile.file!.url });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`);
    expect((await h.db.select().from(proposals).where(eq(proposals.id, p.id))).length).toBe(1);
  });
});

/** The two parts of the test DOCX, to build variants. */
function tinyDocxParts(): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'],
  ];
}
