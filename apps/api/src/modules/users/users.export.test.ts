import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog } from '../../db/schema/audit';
import { files } from '../../db/schema/files';
import { enqueueExport } from '../../platform/exports/exports';
import { signExportUrl } from '../../platform/exports/links';
import { enqueueJob } from '../../platform/jobs';
import { buildCharge, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { signFileUrl } from '../files/file-urls';

const EXPORT_USERS = `mutation ($format: ExportFormat!, $search: String, $role: GlobalRole, $membershipStatus: UserMembershipStatus) {
  exportUsers(format: $format, search: $search, role: $role, membershipStatus: $membershipStatus) { url jobId rows fileName } }`;
const EXPORT_ACCOUNTS = 'mutation ($format: ExportFormat!, $search: String) { exportAccountState(format: $format, search: $search) { url jobId rows fileName } }';
const PROGRESS = 'query ($id: ID!) { jobProgress(id: $id) { state done total result error } }';
type Answer = { url: string | null; jobId: string | null; rows: number | null; fileName: string | null };

let h: Harness;
let admin: SignedIn;
let otherAdmin: SignedIn;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.signIn('ADMIN');
  otherAdmin = await h.signIn('ADMIN');
});
afterAll(() => h.close());

const exportUsers = async (variables: Record<string, unknown>, as: SignedIn = admin) => {
  const res = await h.gql<{ exportUsers: Answer }>(EXPORT_USERS, variables, { token: as.token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.exportUsers;
};
const download = (url: string) => h.app.server.inject({ method: 'GET', url });
const fileIdOf = (url: string) => new URL(url, 'https://x.test').pathname.split('/').pop()!;

describe('exportUsers', () => {
  it('writes a small list at once as CSV para Excel, with the list\'s filters, for the owner to download; audited', async () => {
    await buildUser(h.db, { firstName: 'Zulema', lastName: 'Exportable', document: '41000001', email: 'zulema.exportable@example.org' });
    await buildUser(h.db, { firstName: '=cmd', lastName: 'Exportable', document: '41000002', email: 'formula.exportable@example.org', roles: ['USER', 'TESORERIA'] });
    const answer = await exportUsers({ format: 'CSV_EXCEL', search: 'exportable' });
    expect(answer).toMatchObject({ jobId: null, rows: 2 });
    expect(answer.fileName).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
    const res = await download(answer.url!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    const today = new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    expect(lines).toEqual([
      'Apellido;Nombre;Correo electrónico;Documento;Roles;Membresía;Cuenta;Alta',
      `Exportable;'=cmd;formula.exportable@example.org;41000002;Tesorería, Socio / usuario;Sin membresía;Habilitada;${today}`,
      `Exportable;Zulema;zulema.exportable@example.org;41000001;Socio / usuario;Sin membresía;Habilitada;${today}`,
      '',
    ]);
    const [entry] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'export.created'), eq(auditLog.actorId, admin.user.id)));
    expect(entry.targetId).toBe('users');
    expect(entry.after).toMatchObject({ export: 'users', format: 'CSV_EXCEL', filters: { search: 'exportable' }, rows: 2 });
  });

  it('opens only through the owner\'s link: another user\'s, a tampered one and the plain file link are refused', async () => {
    const answer = await exportUsers({ format: 'CSV', search: 'exportable' });
    const id = fileIdOf(answer.url!);
    expect((await download(answer.url!)).statusCode).toBe(200);
    expect((await download(signExportUrl(h.config.jwtSecret, id, otherAdmin.user.id))).statusCode).toBe(403);
    const tampered = answer.url!.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await download(tampered)).statusCode).toBe(403);
    expect((await download(signFileUrl(h.config.jwtSecret, id))).statusCode).toBe(404);
  });

  it('is refused to USER and TESORERIA, and a search too long is BAD_USER_INPUT on its field', async () => {
    expect(codeOf(await h.gql(EXPORT_USERS, { format: 'CSV' }, { token: (await h.signIn('USER')).token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(EXPORT_USERS, { format: 'CSV' }, { token: (await h.signIn('TESORERIA')).token }))).toBe('FORBIDDEN');
    const res = await h.gql(EXPORT_USERS, { format: 'CSV', search: 'x'.repeat(201) }, { token: admin.token });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res.errors)).toContain('search');
  });

  it('goes through the export job with progress when the list is large, and the result links the file', async () => {
    await h.db.execute(sql`insert into users (email, document, first_name, last_name, password_hash)
      select 'masivo' || g || '@example.org', (70000000 + g)::text, 'Persona', 'Masivo ' || lpad(g::text, 5, '0'), 'x' from generate_series(1, 5100) g`);
    const answer = await exportUsers({ format: 'CSV', search: 'masivo' });
    expect(answer).toMatchObject({ url: null, rows: null });
    expect(answer.jobId).toBeTruthy();
    expect(codeOf(await h.gql(PROGRESS, { id: answer.jobId }, { token: otherAdmin.token }))).toBe('NOT_FOUND');
    expect(await h.app.services.jobs.runDue('export')).toBe(1);
    const progress = await h.gql<{ jobProgress: { state: string; done: number; total: number; result: string } }>(PROGRESS, { id: answer.jobId }, { token: admin.token });
    expect(progress.data!.jobProgress).toMatchObject({ state: 'COMPLETED', done: 5100, total: 5100 });
    const result = JSON.parse(progress.data!.jobProgress.result) as { url: string; rows: number };
    expect(result.rows).toBe(5100);
    const lines = (await download(result.url)).body.split('\r\n');
    expect(lines).toHaveLength(5102);
    expect(lines[1]).toMatch(/^Masivo 00001,Persona,masivo1@example.org,70000001,,Sin membresía,Habilitada,\d{4}-\d{2}-\d{2}$/);
    expect(lines[5100]).toMatch(/^Masivo 05100,/);
    const [entry] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'export.created'), sql`${auditLog.after}->>'rows' = '5100'`));
    expect(entry.actorId).toBe(admin.user.id);
  });

  it('a rolled-back transaction leaves no export job', async () => {
    const count = async () => Number(((await h.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'export'`)) as unknown as { rows: { n: number }[] }).rows[0].n);
    const before = await count();
    await expect(
      h.db.transaction(async (tx) => {
        await enqueueExport(tx, { export: 'users', format: 'CSV', filters: {}, requestedBy: admin.user.id });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count()).toBe(before);
  });

  it('the cleanup job removes generated files older than a day, rows and bytes, and keeps newer ones', async () => {
    const old = await exportUsers({ format: 'XLSX', search: 'exportable' });
    const fresh = await exportUsers({ format: 'CSV', search: 'exportable' });
    const oldId = fileIdOf(old.url!);
    const [oldRow] = await h.db.update(files).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(files.id, oldId)).returning();
    await h.db.transaction((tx) => enqueueJob(tx, 'exports-cleanup', {}));
    await h.app.services.jobs.runDue('exports-cleanup');
    expect(await h.db.select().from(files).where(eq(files.id, oldId))).toEqual([]);
    expect(await h.app.services.storage.open(oldRow.storageKey)).toBeNull();
    expect((await download(old.url!)).statusCode).toBe(403);
    expect((await download(fresh.url!)).statusCode).toBe(200);
  });
});

describe('exportAccountState', () => {
  it('writes the account state as XLSX for TESORERIA: money a number in pesos with the ARS format, so it sums', async () => {
    const person = await buildUser(h.db, { firstName: 'Deudora', lastName: 'Cuentaestado', document: '42000001' });
    await buildCharge(h.db, { userId: person.id, amountCents: 4_500_050 });
    await buildCharge(h.db, { userId: person.id, amountCents: 100 });
    const treasurer = await h.signIn('TESORERIA');
    expect(codeOf(await h.gql(EXPORT_ACCOUNTS, { format: 'XLSX' }, { token: admin.token }))).toBe('FORBIDDEN');
    const res = await h.gql<{ exportAccountState: Answer }>(EXPORT_ACCOUNTS, { format: 'XLSX', search: 'cuentaestado' }, { token: treasurer.token });
    const answer = res.data!.exportAccountState;
    expect(answer.rows).toBe(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(answer.url!)).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Estado de cuenta')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Apellido', 'Nombre', 'Correo electrónico', 'Documento', 'Saldo pendiente']);
    const cell = sheet.getRow(2).getCell(5);
    expect(cell.type).toBe(ExcelJS.ValueType.Number);
    expect(cell.value).toBe(45001.5);
    expect(cell.numFmt).toBe('"$" #,##0.00');
  });
});
