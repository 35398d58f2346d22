import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { certificateSettings } from '../../db/schema/certificates';
import { solidPng } from '../../platform/solid-png';
import { buildConference, buildInscription, buildMembership, buildUser, type BuiltUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { pdfLines } from '../../test/pdf-reader';
import { upload } from '../files/files.test-support';

const SETTINGS = 'query ($c: ID!) { editionCertificateSettings(conferenceId: $c) { id texts { kind text } signers { name role signatureFileId signatureUrl } updatedAt } }';
const UPDATE = 'mutation ($c: ID!, $d: CertificateSettingsInput!) { updateEditionCertificateSettings(conferenceId: $c, data: $d) { id texts { kind text } signers { name role signatureFileId } } }';
const PREVIEW = 'query ($c: ID!, $k: String!, $d: CertificateSettingsInput!) { editionCertificatePreview(conferenceId: $c, kind: $k, data: $d) }';
const UPDATE_MEMBERSHIP = 'mutation ($d: CertificateSettingsInput!) { updateMembershipCertificateSettings(data: $d) { id texts { kind text } signers { name } } }';
const ISSUE = 'mutation ($k: String!) { issueMyCertificate(subjectKey: $k) { code downloadUrl } }';

let h: Harness;
let edition: { id: number };
let other: { id: number };
let adminCongreso: string;
let otherAdmin: string;
let admin: string;
let member: BuiltUser;
let memberToken: string;

const texts = (attendance: string) => [
  { kind: 'ATTENDANCE', text: attendance },
  { kind: 'PRESENTATION', text: '' },
];
const pdfOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:application\/pdf;base64,/, ''), 'base64');

beforeAll(async () => {
  h = await createHarness();
  edition = await buildConference(h.db, { name: 'Congreso de Firmas', edition: 3, inscriptionStart: '2025-03-01', inscriptionEnd: '2025-09-01', startDate: '2025-09-13', endDate: '2025-09-15' });
  other = await buildConference(h.db, { name: 'Otro Congreso' });
  adminCongreso = (await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.id }] })).token;
  otherAdmin = (await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: other.id }] })).token;
  admin = (await h.signIn({ roles: ['ADMIN'] })).token;
  member = await buildUser(h.db, { firstName: 'Zoë', lastName: 'Łopez-Ruiz' });
  memberToken = (await h.signIn({ id: member.id, email: member.email })).token;
  await buildInscription(h.db, { userId: member.id, conferenceId: edition.id, charge: 'PAID' });
  await buildMembership(h.db, { userId: member.id, year: 2025, charge: 'PAID' });
});
afterAll(() => h.close());

describe('certificate texts and signers of an edition', () => {
  it('starts empty, saves texts and signers with a signature image (audited), and the PDF of a certificate issued then prints them', async () => {
    const empty = await h.gql<{ editionCertificateSettings: { texts: { kind: string; text: string }[]; signers: unknown[] } }>(SETTINGS, { c: edition.id }, { token: adminCongreso });
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.editionCertificateSettings.texts.map((t) => t.kind)).toEqual(['ATTENDANCE', 'PRESENTATION', 'PANEL_CHAIR', 'PANEL_COMMENTATOR', 'COORDINATION', 'JUDGING', 'AWARD']);
    expect(empty.data!.editionCertificateSettings.signers).toEqual([]);

    const signature = await upload(h, { bytes: solidPng(60, 20), name: 'firma.png', type: 'image/png', purpose: 'CERTIFICATE_SIGNATURE', token: adminCongreso });
    const signatureFileId = signature.data!.uploadFile.id;
    const data = {
      texts: texts('participó como asistente del {congreso}, celebrado {fechas}, con entusiasmo documentado'),
      signers: [
        { name: 'Dra. Ana Łopez', role: 'Presidenta de la Asociación', signatureFileId },
        { name: 'Lic. Tomás Quiroga', role: 'Secretario académico' },
      ],
    };
    const saved = await h.gql(UPDATE, { c: edition.id, d: data }, { token: adminCongreso });
    expect(saved.errors).toBeUndefined();
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'certificate.settingsUpdated'), eq(auditLog.targetId, String(edition.id))));
    expect(audit.after).toMatchObject({ signers: [{ name: 'Dra. Ana Łopez' }, { name: 'Lic. Tomás Quiroga' }] });

    const issued = await h.gql<{ issueMyCertificate: { code: string; downloadUrl: string } }>(ISSUE, { k: `ATTENDANCE:${(await attendanceKey())}` }, { token: memberToken });
    expect(issued.errors).toBeUndefined();
    const res = await h.app.server.inject({ method: 'GET', url: issued.data!.issueMyCertificate.downloadUrl });
    expect(res.statusCode).toBe(200);
    const text = pdfLines(res.rawPayload).join(' ');
    expect(text).toContain('participó como asistente del Congreso de Firmas (3.ª edición), celebrado del 13/09/2025 al 15/09/2025, con entusiasmo documentado');
    expect(text).toContain('Dra. Ana Łopez');
    expect(text).toContain('Presidenta de la Asociación');
    expect(text).toContain('Lic. Tomás Quiroga');
    expect(text).toContain('Zoë Łopez-Ruiz');

    // A later change does not touch the certificate already issued: it keeps its text and signers.
    const changed = await h.gql(UPDATE, { c: edition.id, d: { texts: texts('estuvo en el {congreso}'), signers: [{ name: 'Otra Persona', role: 'Tesorera' }] } }, { token: adminCongreso });
    expect(changed.errors).toBeUndefined();
    const again = await h.app.server.inject({ method: 'GET', url: issued.data!.issueMyCertificate.downloadUrl });
    const later = pdfLines(again.rawPayload).join(' ');
    expect(later).toContain('con entusiasmo documentado');
    expect(later).toContain('Dra. Ana Łopez');
    expect(later).not.toContain('Otra Persona');
  });

  it('previews a sample certificate with the unsaved values, marked MUESTRA, without saving anything', async () => {
    const before = await h.db.select().from(certificateSettings).where(eq(certificateSettings.scope, `CONFERENCE:${edition.id}`));
    const res = await h.gql<{ editionCertificatePreview: string }>(
      PREVIEW,
      { c: edition.id, k: 'PRESENTATION', d: { texts: [{ kind: 'PRESENTATION', text: 'expuso «{trabajo}» ({tipo}) junto a {autores} en el {congreso}' }], signers: [{ name: 'Prof. Vista Previa', role: 'Decana' }] } },
      { token: adminCongreso },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.editionCertificatePreview).toMatch(/^data:application\/pdf;base64,/);
    const text = pdfLines(pdfOf(res.data!.editionCertificatePreview)).join(' ');
    expect(text).toContain('expuso «Título de un trabajo de ejemplo» (Ponencia) junto a María José Nguyễn Peña, Juan Pérez en el Congreso de Firmas (3.ª edición)');
    expect(text).toContain('Prof. Vista Previa');
    expect(text).toContain('MUESTRA SIN VALIDEZ');
    expect(text).toContain('María José Nguyễn Peña');
    const after = await h.db.select().from(certificateSettings).where(eq(certificateSettings.scope, `CONFERENCE:${edition.id}`));
    expect(after).toEqual(before);
  });

  it('refuses bad input with per-field Spanish messages, saving nothing', async () => {
    const bad = await h.gql<unknown>(
      UPDATE,
      {
        c: edition.id,
        d: {
          texts: [
            { kind: 'ATTENDANCE', text: 'asistió al {premio}' },
            { kind: 'PRESENTATION', text: 'presentó un trabajo' },
          ],
          signers: [{ name: '', role: 'x' }, { name: 'B', role: 'b' }, { name: 'C', role: 'c' }, { name: 'D', role: 'd' }],
        },
      },
      { token: adminCongreso },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const fields = (bad.errors![0].extensions as { fields: Record<string, string> }).fields;
    expect(fields['texts.0.text']).toMatch(/\{premio\} no corresponde a este certificado/);
    expect(fields['texts.1.text']).toBe('El texto debe incluir {trabajo} (título del trabajo).');
    expect(fields.signers).toBe('Como máximo 3 firmantes.');
    const membershipKind = await h.gql(UPDATE, { c: edition.id, d: { texts: [{ kind: 'MEMBERSHIP', text: 'fue socia en {año}' }], signers: [] } }, { token: adminCongreso });
    expect((membershipKind.errors![0].extensions as { fields: Record<string, string> }).fields['texts.0.kind']).toBe('Ese tipo de certificado no se configura aquí.');

    const unclosed = await h.gql(UPDATE, { c: edition.id, d: { texts: [{ kind: 'ATTENDANCE', text: 'asistió al {congreso' }], signers: [{ name: '', role: 'Rector' }] } }, { token: adminCongreso });
    const f2 = (unclosed.errors![0].extensions as { fields: Record<string, string> }).fields;
    expect(f2['texts.0.text']).toBe('Cierre cada marcador entre llaves, por ejemplo {congreso}.');
    expect(f2['signers.0.name']).toBe('Ingrese el nombre de quien firma');

    // A signature that is not an upload of that purpose, and hostile input: BAD_USER_INPUT, never an internal error.
    const notMine = await upload(h, { bytes: solidPng(), name: 'foto.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin });
    const wrong = await h.gql(UPDATE, { c: edition.id, d: { texts: [], signers: [{ name: 'A', role: 'B', signatureFileId: notMine.data!.uploadFile.id }] } }, { token: adminCongreso });
    expect((wrong.errors![0].extensions as { fields: Record<string, string> }).fields['signers.0.signatureFileId']).toMatch(/no corresponde a este campo/);
    for (const d of [{ texts: [{ kind: 'ATTENDANCE', text: 'x'.repeat(5000) }], signers: [] }, { texts: [{ kind: 'ATTENDANCE', text: 'a\u202e{congreso}' }], signers: [] }, { texts: [], signers: [{ name: 'A', role: 'B', signatureFileId: '../../etc' }] }]) {
      expect(codeOf(await h.gql(UPDATE, { c: edition.id, d }, { token: adminCongreso }))).toBe('BAD_USER_INPUT');
    }
    const saved = await h.gql<{ editionCertificateSettings: { signers: { name: string }[] } }>(SETTINGS, { c: edition.id }, { token: adminCongreso });
    expect(saved.data!.editionCertificateSettings.signers.map((s) => s.name)).toEqual(['Otra Persona']);
  });

  it('a signature must be an image, checked by its content and not its name', async () => {
    const pdfNamedPng = await upload(h, { bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), name: 'firma.png', type: 'image/png', purpose: 'CERTIFICATE_SIGNATURE', token: adminCongreso });
    expect(codeOf(pdfNamedPng)).toBe('BAD_USER_INPUT');
    expect(codeOf(await upload(h, { bytes: solidPng(), name: 'firma.png', type: 'image/png', purpose: 'CERTIFICATE_SIGNATURE', token: memberToken }))).toBe('FORBIDDEN');
  });

  it('is refused to the admin of another edition, to a member and without a session', async () => {
    expect(codeOf(await h.gql(SETTINGS, { c: edition.id }, { token: otherAdmin }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(UPDATE, { c: edition.id, d: { texts: [], signers: [] } }, { token: memberToken }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(PREVIEW, { c: edition.id, k: 'ATTENDANCE', d: { texts: [], signers: [] } }))).toBe('UNAUTHENTICATED');
  });
});

describe('membership certificate text and signers (ADMIN)', () => {
  it('saves the membership text, refuses an edition kind, and is refused to ADMIN_CONGRESO', async () => {
    const ok = await h.gql(UPDATE_MEMBERSHIP, { d: { texts: [{ kind: 'MEMBERSHIP', text: 'fue socia/o activa/o durante {año}' }], signers: [{ name: 'Dra. Ana Łopez', role: 'Presidenta' }] } }, { token: admin });
    expect(ok.errors).toBeUndefined();
    const bad = await h.gql(UPDATE_MEMBERSHIP, { d: { texts: [{ kind: 'ATTENDANCE', text: 'asistió al {congreso}' }], signers: [] } }, { token: admin });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(UPDATE_MEMBERSHIP, { d: { texts: [], signers: [] } }, { token: adminCongreso }))).toBe('FORBIDDEN');
  });
});

async function attendanceKey(): Promise<string> {
  const { rows } = await h.db.execute<{ id: number }>(`select id from inscriptions where user_id = '${member.id}' and conference_id = ${edition.id}`);
  return String(rows[0].id);
}
