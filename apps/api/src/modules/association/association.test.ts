import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { associationSettings } from '../../db/schema/association';
import { auditLog } from '../../db/schema/audit';
import { files } from '../../db/schema/files';
import { solidPng } from '../../platform/solid-png';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { pdfInfo, pdfLines } from '../../test/pdf-reader';
import { renderReceiptPdf } from '../payments/receipt.pdf';
import { upload } from '../files/files.test-support';
import { associationLetterhead } from './association.read';

const FIELDS = 'name address cuit logoFileId logoUrl updatedAt permissions { canEdit }';
const READ = `{ associationSettings { ${FIELDS} } }`;
const UPDATE = `mutation ($data: AssociationSettingsInput!) { updateAssociationSettings(data: $data) { ${FIELDS} } }`;

type Settings = { name: string; address: string; cuit: string; logoFileId: string | null; logoUrl: string | null; updatedAt: string | null };

const imageCount = (pdf: Buffer) => execFileSync('pdfimages', ['-list', '-'], { input: pdf }).toString().trim().split('\n').length - 2;

let h: Harness;
let sysadmin: string;
let sysadminId: string;
beforeAll(async () => {
  h = await createHarness();
  const s = await h.signIn('SYSADMIN');
  sysadmin = s.token;
  sysadminId = s.user.id;
});
afterAll(() => h.close());

const valid = { name: 'Sociedad Argentina de Estudios Łódzkich', address: 'Calle 7 n.º 776, La Plata', cuit: '30-71234567-1' };
const saved = async () => h.db.select().from(associationSettings);
const receiptWith = async () =>
  renderReceiptPdf(
    {
      year: 2026,
      number: 7,
      issuedAt: new Date('2026-05-02T12:00:00Z'),
      person: { firstName: 'Ana', lastName: 'Paz', document: '30111222', email: 'ana@example.org' },
      method: 'TRANSFERENCIA',
      amountCents: 100_00,
      lines: [{ description: 'Cuota 2026', amountCents: 100_00 }],
    },
    await associationLetterhead(h.db, h.app.services.storage, h.config),
  );

describe('the association data (SYSADMIN)', () => {
  it("shows the configuration's values until SYSADMIN saves its own, and receipts print them", async () => {
    const res = await h.gql<{ associationSettings: Settings }>(READ, {}, { token: sysadmin });
    const { name, address, cuit } = h.config.association;
    expect(res.data!.associationSettings).toEqual({ name, address, cuit, logoFileId: null, logoUrl: null, updatedAt: null, permissions: { canEdit: true } });
    expect(pdfInfo(await receiptWith()).Author).toBe(h.config.association.name);
  });

  it('refuses a wrong CUIT and an empty name field by field, and saves nothing', async () => {
    const res = await h.gql(UPDATE, { data: { ...valid, name: '  ', cuit: '30-71234567-2' } }, { token: sysadmin });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toEqual({ name: 'Ingrese el nombre', cuit: 'El dígito verificador del CUIT no corresponde' });
    const unformatted = await h.gql(UPDATE, { data: { ...valid, cuit: '30712345671' } }, { token: sysadmin });
    expect(unformatted.errors![0].extensions!.fields).toEqual({ cuit: 'Escriba el CUIT con guiones: 30-71234567-1' });
    expect(await saved()).toEqual([]);
  });

  it('refuses a logo uploaded for something else (a news image)', async () => {
    const admin = (await h.signIn('ADMIN')).token;
    const image = await upload(h, { bytes: solidPng(), name: 'foto.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin });
    const res = await h.gql(UPDATE, { data: { ...valid, logoFileId: image.data!.uploadFile.id } }, { token: sysadmin });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(Object.keys(res.errors![0].extensions!.fields as object)).toEqual(['logoFileId']);
    expect(await saved()).toEqual([]);
  });

  it('lets only SYSADMIN upload a logo', async () => {
    const admin = (await h.signIn('ADMIN')).token;
    const res = await upload(h, { bytes: solidPng(), name: 'logo.png', type: 'image/png', purpose: 'ASSOCIATION_LOGO', token: admin });
    expect(codeOf(res)).toBe('FORBIDDEN');
  });

  it('saves name, address, CUIT and logo, audits what changed, and documents issued next print them', async () => {
    const logo = await upload(h, { bytes: solidPng(16, 16), name: 'logo.png', type: 'image/png', purpose: 'ASSOCIATION_LOGO', token: sysadmin });
    const logoFileId = logo.data!.uploadFile.id;
    const res = await h.gql<{ updateAssociationSettings: Settings }>(UPDATE, { data: { ...valid, logoFileId } }, { token: sysadmin });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateAssociationSettings).toMatchObject({ ...valid, logoFileId });
    expect(res.data!.updateAssociationSettings.updatedAt).not.toBeNull();
    expect((await h.app.server.inject({ method: 'GET', url: res.data!.updateAssociationSettings.logoUrl! })).statusCode).toBe(200);

    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'association.updated'));
    expect(audit.actorId).toBe(sysadminId);
    expect(audit.before).toMatchObject({ name: h.config.association.name, cuit: h.config.association.cuit });
    expect(audit.after).toMatchObject(valid);

    const pdf = await receiptWith();
    expect(pdfInfo(pdf).Author).toBe(valid.name);
    expect(pdfLines(pdf).slice(0, 3)).toEqual([valid.name, valid.address, `CUIT ${valid.cuit}`]);
    expect(imageCount(pdf)).toBe(1);
  });

  it('replacing the logo removes the old file; saving without one prints the portal mark', async () => {
    const [before] = await saved();
    const second = await upload(h, { bytes: solidPng(20, 20), name: 'logo2.png', type: 'image/png', purpose: 'ASSOCIATION_LOGO', token: sysadmin });
    await h.gql(UPDATE, { data: { ...valid, logoFileId: second.data!.uploadFile.id } }, { token: sysadmin });
    expect(await h.db.select().from(files).where(eq(files.id, before.logoFileId!))).toEqual([]);

    const res = await h.gql<{ updateAssociationSettings: Settings }>(UPDATE, { data: valid }, { token: sysadmin });
    expect(res.data!.updateAssociationSettings.logoFileId).toBeNull();
    const [{ n }] = await h.db.select({ n: count() }).from(files).where(and(eq(files.attachedType, 'association')));
    expect(n).toBe(0);
    expect(imageCount(await receiptWith())).toBe(0);
    expect((await saved()).length).toBe(1);
  });
});
