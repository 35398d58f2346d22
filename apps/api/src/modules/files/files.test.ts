import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { files } from '../../db/schema/files';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { signFileUrl } from './file-urls';
import { tinyDocx, tinyPdf, upload } from './files.test-support';
import { solidPng } from '../../platform/solid-png';

let h: Harness;
let admin: string;
let member: string;
beforeAll(async () => {
  h = await createHarness();
  admin = (await h.signIn('ADMIN')).token;
  member = (await h.signIn('USER')).token;
});
afterAll(() => h.close());

const fileCount = async () => (await h.db.select({ n: count() }).from(files))[0].n;
/** Every file under DATA_DIR/files, partial ones included. */
const storedOnDisk = async () => (await readdir(path.join(h.config.dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).length;

describe('uploadFile', () => {
  it('stores a PNG checked by content and serves it through a signed URL', async () => {
    const png = solidPng(8, 8);
    const res = await upload(h, { bytes: png, name: 'foto.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin });
    expect(res.errors).toBeUndefined();
    const { id, url } = res.data!.uploadFile;
    expect(url).toMatch(new RegExp(`^/files/${id}\\?exp=\\d+&sig=[\\w-]+$`));
    const download = await h.app.server.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('stores a PDF and answers it as an attachment', async () => {
    const res = await upload(h, { bytes: tinyPdf(), name: 'revista.pdf', type: 'application/pdf', purpose: 'JOURNAL_PDF', token: admin });
    const download = await h.app.server.inject({ method: 'GET', url: res.data!.uploadFile.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="revista.pdf"/);
  });

  it('refuses a file whose name and declared type lie about its content', async () => {
    const before = await fileCount();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(h, { bytes: html, name: 'foto.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toEqual({ file: expect.stringContaining('PNG, JPEG o WebP') });
    const pdfAsImage = await upload(h, { bytes: tinyPdf(), name: 'tapa.png', type: 'image/png', purpose: 'JOURNAL_COVER', token: admin });
    expect(codeOf(pdfAsImage)).toBe('BAD_USER_INPUT');
    expect(await fileCount()).toBe(before);
  });

  it('refuses an image over 5 MB, leaving no row and no bytes', async () => {
    const before = await fileCount();
    const onDisk = await storedOnDisk();
    const big = Buffer.concat([solidPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(h, { bytes: big, name: 'grande.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('El archivo supera el tamaño máximo de 5 MB.');
    expect(res.errors![0].extensions!.fields).toEqual({ file: 'El archivo supera el tamaño máximo de 5 MB.' });
    expect(await fileCount()).toBe(before);
    expect(await storedOnDisk()).toBe(onDisk);
  });

  it('lets a signed-in person upload their own documents (a proposal in DOCX, a receipt), served as attachments', async () => {
    const docx = await upload(h, { bytes: tinyDocx(), name: 'ponencia', type: 'application/octet-stream', purpose: 'PROPOSAL_FULL_TEXT', token: member });
    expect(docx.errors).toBeUndefined();
    const download = await h.app.server.inject({ method: 'GET', url: docx.data!.uploadFile.url });
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="ponencia.docx"/);
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const receipt = await upload(h, { bytes: solidPng(), name: 'comprobante.png', type: 'image/png', purpose: 'PAYMENT_RECEIPT', token: member });
    expect(receipt.errors).toBeUndefined();
    const wrong = await upload(h, { bytes: tinyDocx(), name: 'comprobante.pdf', type: 'application/pdf', purpose: 'PAYMENT_RECEIPT', token: member });
    expect(wrong.errors![0].extensions!.fields).toEqual({ file: 'El archivo debe ser PDF, JPEG o PNG; su contenido no corresponde a ese tipo.' });
  });

  it('refuses a request body over the largest allowed file before reading it', async () => {
    const huge = Buffer.concat([tinyPdf(), Buffer.alloc(22 * 1024 * 1024)]);
    const res = await upload(h, { bytes: huge, name: 'enorme.pdf', type: 'application/pdf', purpose: 'JOURNAL_PDF', token: admin });
    expect(res.status).toBe(413);
  });

  it('needs the CSRF header on multipart requests', async () => {
    const res = await upload(h, { bytes: solidPng(), name: 'a.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin, csrf: false });
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
  });

  it('takes news and journal files from ADMIN only', async () => {
    const before = await fileCount();
    const anon = await upload(h, { bytes: solidPng(), name: 'a.png', type: 'image/png', purpose: 'NEWS_IMAGE' });
    expect(codeOf(anon)).toBe('UNAUTHENTICATED');
    const user = await upload(h, { bytes: solidPng(), name: 'a.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: member });
    expect(codeOf(user)).toBe('FORBIDDEN');
    expect(await fileCount()).toBe(before);
  });

  it('refuses an unknown purpose', async () => {
    const res = await upload(h, { bytes: solidPng(), name: 'a.png', type: 'image/png', purpose: 'OTRO', token: admin });
    expect(res.errors).toBeDefined();
    expect(res.data?.uploadFile).toBeUndefined();
  });
});

describe('signed file URLs', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload(h, { bytes: solidPng(), name: 'a.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin })).data!.uploadFile.id;
  });

  it('refuses an expired URL', async () => {
    const expired = signFileUrl(h.config.jwtSecret, id, 60, Date.now() - 120_000);
    expect((await h.app.server.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('refuses a tampered signature, expiry or id', async () => {
    const url = signFileUrl(h.config.jwtSecret, id);
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const flipped = url.replace(/sig=./, `sig=${sig[0] === 'A' ? 'B' : 'A'}`);
    expect((await h.app.server.inject({ method: 'GET', url: flipped })).statusCode).toBe(403);
    const later = url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 1000}`);
    expect((await h.app.server.inject({ method: 'GET', url: later })).statusCode).toBe(403);
    const otherId = url.replace(id, '00000000-0000-4000-8000-000000000000');
    expect((await h.app.server.inject({ method: 'GET', url: otherId })).statusCode).toBe(403);
    expect((await h.app.server.inject({ method: 'GET', url: `/files/${id}` })).statusCode).toBe(403);
    const forged = signFileUrl('otro-secreto-de-al-menos-treinta-y-dos-caracteres', id);
    expect((await h.app.server.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('answers 404 for a signed URL of a file that does not exist', async () => {
    const url = signFileUrl(h.config.jwtSecret, '00000000-0000-4000-8000-000000000000');
    const res = await h.app.server.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No encontrado' });
  });

  it('a path-traversal id, correctly signed, reaches the handler and is refused there with 404', async () => {
    for (const id of ['../../etc/passwd', '..\\..\\config', `${'0'.repeat(8)}-0000-4000-8000-000000000000/../x`, 'x'.repeat(40)]) {
      // Signed with the real key, so only the handler's id check stands between it and storage.
      const signed = new URL(signFileUrl(h.config.jwtSecret, id), 'http://x');
      const url = `/files/${encodeURIComponent(id)}${signed.search}`;
      const res = await h.app.server.inject({ method: 'GET', url });
      expect(res.statusCode, id).toBe(404);
      // The handler's own answer, not the router's "Route GET:/files/… not found".
      expect(res.json(), id).toEqual({ error: 'No encontrado' });
    }
  });

  it('cleans the stored name before it goes into Content-Disposition (no quote, no line break, no header injection)', async () => {
    const { id, url } = (await upload(h, { bytes: tinyPdf(), name: 'acta.pdf', type: 'application/pdf', purpose: 'JOURNAL_PDF', token: admin })).data!.uploadFile;
    const hostile = 'acta"; filename="malo.html\r\nX-Inyectado: 1;.pdf';
    await h.db.update(files).set({ originalName: hostile }).where(eq(files.id, id));
    const res = await h.app.server.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-inyectado']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe(`attachment; filename="acta_ filename_malo.html_X-Inyectado_ 1_.pdf"; filename*=UTF-8''${encodeURIComponent(hostile)}`);
  });

  it('serves every stored file, images included, under a sandbox CSP that allows nothing', async () => {
    const png = (await upload(h, { bytes: solidPng(), name: 'foto.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin })).data!.uploadFile;
    const pdf = (await upload(h, { bytes: tinyPdf(), name: 'revista.pdf', type: 'application/pdf', purpose: 'JOURNAL_PDF', token: admin })).data!.uploadFile;
    for (const { url } of [png, pdf]) {
      const res = await h.app.server.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
