import { and, eq, isNull } from 'drizzle-orm';
import { compactVerify, createLocalJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { certificates } from '../../db/schema/certificates';
import { conferenceRoles } from '../../db/schema/conferences';
import { users } from '../../db/schema/users';
import { buildConference, buildInscription, buildMembership, buildProposal, buildUser, type BuiltUser } from '../../test/factories';
import { codeOf, createHarness, PUBLIC_URL, type Harness } from '../../test/harness';
import { pdfInfo, pdfLines, readQr } from '../../test/pdf-reader';

const MINE = `query { myCertificates { id kind subject text due pendingReason conference { name endDate } year issued { code verificationCount } } }`;
const ISSUE = 'mutation ($k: String!) { issueMyCertificate(subjectKey: $k) { code holderName issuedAt verificationUrl downloadUrl } }';

type Entry = { id: string; kind: string; subject: string; text: string; due: boolean; pendingReason: string | null; conference: { name: string } | null; issued: { code: string } | null };
type Issued = { code: string; holderName: string; verificationUrl: string; downloadUrl: string };

let h: Harness;
let member: BuiltUser;
let token: string;
let past: { id: number; name: string };
let future: { id: number; endDate: string };
let paper: { id: number; title: string };

beforeAll(async () => {
  h = await createHarness();
  member = await buildUser(h.db, { firstName: 'Łukasz', lastName: 'Wąsowski-Nguyễn' });
  token = (await h.signIn({ id: member.id, email: member.email })).token;
  past = await buildConference(h.db, { name: 'Congreso Pasado de Prueba', edition: 4, inscriptionStart: '2025-03-01', inscriptionEnd: '2025-09-01', startDate: '2025-09-13', endDate: '2025-09-15' });
  future = await buildConference(h.db);
  await buildInscription(h.db, { userId: member.id, conferenceId: past.id, charge: 'PAID' });
  await buildInscription(h.db, { userId: member.id, conferenceId: future.id, charge: 'PAID' });
  await buildMembership(h.db, { userId: member.id, year: 2025, charge: 'PAID' });
  await buildMembership(h.db, { userId: member.id, year: 2026, charge: 'PENDING' });
  paper = await buildProposal(h.db, { submittedBy: member.id, conferenceId: past.id, status: 'APPROVED', title: 'Redes de cuidado en el conurbano', coAuthors: [{ email: 'ana.perez@example.org', name: 'Ana Pérez' }] });
  // A rejected proposal gives no certificate and is not listed.
  await buildProposal(h.db, { submittedBy: member.id, conferenceId: past.id, status: 'REJECTED', title: 'Un trabajo rechazado' });
});
afterAll(() => h.close());

const mine = async (t = token) => (await h.gql<{ myCertificates: Entry[] }>(MINE, {}, { token: t })).data!.myCertificates;

describe('Mis certificados', () => {
  it('lists the due certificates of the past edition and the membership year paid, and the pending ones with the reason', async () => {
    const list = await mine();
    const byId = new Map(list.map((e) => [e.id, e]));
    const presentation = byId.get(`PRESENTATION:${paper.id}`)!;
    expect(presentation).toMatchObject({ kind: 'PRESENTATION', due: true, pendingReason: null, subject: 'Ponencia «Redes de cuidado en el conurbano»' });
    expect(presentation.text).toContain('autoría: Łukasz Wąsowski-Nguyễn, Ana Pérez');
    expect(list.filter((e) => e.kind === 'ATTENDANCE' && e.due).map((e) => e.conference?.name)).toEqual(['Congreso Pasado de Prueba']);
    const pendingAttendance = list.find((e) => e.kind === 'ATTENDANCE' && !e.due)!;
    expect(pendingAttendance.pendingReason).toMatch(/^disponible desde el \d\d\/\d\d\/\d{4}, al finalizar el congreso$/);
    expect(list.filter((e) => e.kind === 'MEMBERSHIP').map((e) => [e.subject, e.due, e.pendingReason])).toEqual(
      expect.arrayContaining([
        ['Año 2025', true, null],
        ['Año 2026', false, 'pendiente de pago de la cuota 2026'],
      ]),
    );
    expect(list.some((e) => e.subject.includes('Un trabajo rechazado'))).toBe(false);
    expect(list.every((e) => e.issued === null)).toBe(true);
  });

  it('is UNAUTHENTICATED without a session', async () => {
    expect(codeOf(await h.gql(MINE))).toBe('UNAUTHENTICATED');
  });
});

describe('issueMyCertificate', () => {
  it('issues on the first download and gives the same certificate later', async () => {
    const first = await h.gql<{ issueMyCertificate: Issued }>(ISSUE, { k: `PRESENTATION:${paper.id}` }, { token });
    expect(first.errors).toBeUndefined();
    const { code, verificationUrl } = first.data!.issueMyCertificate;
    expect(code).toMatch(/^CERT(-[23456789ABCDEFGHJKMNPQRSTWXYZ]{4}){4}$/);
    expect(verificationUrl).toBe(`${PUBLIC_URL}/certificados/verificar/${code}`);
    const again = await h.gql<{ issueMyCertificate: Issued }>(ISSUE, { k: `PRESENTATION:${paper.id}` }, { token });
    expect(again.data!.issueMyCertificate.code).toBe(code);
    expect((await mine()).find((e) => e.id === `PRESENTATION:${paper.id}`)!.issued?.code).toBe(code);
    expect(await h.db.select().from(certificates).where(eq(certificates.userId, member.id))).toHaveLength(1);
  });

  it('issues one certificate when five first downloads of a subject arrive at once (all answer the same code)', async () => {
    const key = (await mine()).find((e) => e.kind === 'MEMBERSHIP' && e.due && e.issued === null)?.id;
    const subject = key ?? `ATTENDANCE:${(await buildInscription(h.db, { userId: member.id, conferenceId: (await buildConference(h.db, { startDate: '2024-09-10', endDate: '2024-09-12', inscriptionStart: '2024-03-01', inscriptionEnd: '2024-08-01' })).id, charge: 'PAID' })).id}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => h.gql<{ issueMyCertificate: Issued }>(ISSUE, { k: subject }, { token })));
    expect(answers.map((a) => a.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(new Set(answers.map((a) => a.data!.issueMyCertificate.code)).size).toBe(1);
    const rows = await h.db.select().from(certificates).where(and(eq(certificates.userId, member.id), eq(certificates.subjectKey, subject)));
    expect(rows).toHaveLength(1);
  });

  it('gives a new certificate after a name correction, revoking the old one with that reason (audited)', async () => {
    const key = `MEMBERSHIP:${(await mine()).find((e) => e.subject === 'Año 2025')!.id.split(':')[1]}`;
    const old = (await h.gql<{ issueMyCertificate: Issued }>(ISSUE, { k: key }, { token })).data!.issueMyCertificate;
    await h.db.update(users).set({ lastName: 'Wąsowska-Nguyễn' }).where(eq(users.id, member.id));
    try {
      const renewed = (await h.gql<{ issueMyCertificate: Issued }>(ISSUE, { k: key }, { token })).data!.issueMyCertificate;
      expect(renewed.code).not.toBe(old.code);
      expect(renewed.holderName).toBe('Łukasz Wąsowska-Nguyễn');
      const [revoked] = await h.db.select().from(certificates).where(eq(certificates.code, old.code));
      expect(revoked.revokedReason).toBe('NAME_CHANGED');
      expect(revoked.revokedAt).not.toBeNull();
      const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.reissued'));
      expect(audit.map((a) => a.targetUserId)).toContain(member.id);
    } finally {
      await h.db.update(users).set({ lastName: 'Wąsowski-Nguyễn' }).where(eq(users.id, member.id));
    }
  });

  it('refuses a certificate not due yet (CONFLICT with the reason), another person’s subject (NOT_FOUND) and bad input (BAD_USER_INPUT), issuing nothing', async () => {
    const pending = (await mine()).find((e) => e.kind === 'ATTENDANCE' && !e.due)!;
    const before = (await h.db.select().from(certificates)).length;
    const notDue = await h.gql(ISSUE, { k: pending.id }, { token });
    expect(notDue.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'CERTIFICATE_NOT_DUE' });
    expect(notDue.errors?.[0].message).toContain('al finalizar el congreso');
    const other = await h.signIn();
    expect(codeOf(await h.gql(ISSUE, { k: `PRESENTATION:${paper.id}` }, { token: other.token }))).toBe('NOT_FOUND');
    const bad = await h.gql(ISSUE, { k: "x'; drop table certificates" }, { token });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { subjectKey: 'Ese certificado no existe.' } });
    expect(codeOf(await h.gql(ISSUE, { k: `PRESENTATION:${paper.id}` }))).toBe('UNAUTHENTICATED');
    expect((await h.db.select().from(certificates)).length).toBe(before);
  });
});

describe('the certificate PDF', () => {
  it('is A4 landscape, under 200 KB, holds the name as typed, the kind, the work, its authors, the Spanish date and the code, and its QR is the verification URL', async () => {
    const { code, downloadUrl, verificationUrl } = (await h.gql<{ issueMyCertificate: Issued }>(ISSUE, { k: `PRESENTATION:${paper.id}` }, { token })).data!.issueMyCertificate;
    const res = await h.app.server.inject({ method: 'GET', url: downloadUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.length).toBeLessThan(200 * 1024);
    expect(pdfInfo(pdf)['Page size']).toMatch(/^841\.89 x 595\.28 pts \(A4\)/);
    expect(pdfInfo(pdf).Pages).toBe('1');
    const text = pdfLines(pdf).join(' ');
    for (const expected of ['CERTIFICADO', 'Presentación de trabajo', 'Łukasz Wąsowski-Nguyễn', '«Redes de cuidado en el conurbano»', 'Ana Pérez', `Código: ${code}`, verificationUrl]) expect(text).toContain(expected);
    expect(text).toMatch(/Buenos Aires, \d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/);
    expect(readQr(pdf)).toBe(verificationUrl);
    const [row] = await h.db.select().from(certificates).where(eq(certificates.code, code));
    expect(row.downloadedAt).not.toBeNull();
  });

  it('answers a tampered, expired or malformed link with 403, never an internal error', async () => {
    const { downloadUrl, code } = (await h.gql<{ issueMyCertificate: Issued }>(ISSUE, { k: `PRESENTATION:${paper.id}` }, { token })).data!.issueMyCertificate;
    // The signature's first character changed (to another one: a signature may start with «x»).
    const tampered = downloadUrl.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'x' ? 'y' : 'x'}`);
    expect(tampered).not.toBe(downloadUrl);
    for (const url of [tampered, downloadUrl.replace(/exp=\d+/, 'exp=1'), `/certificados/pdf/${code}`, '/certificados/pdf/..%2F..%2Fetc?exp=1&sig=a', '/certificados/pdf/CERT-2222-2222-2222-2222?exp=99999999999&sig=abc']) {
      expect((await h.app.server.inject({ method: 'GET', url })).statusCode).toBe(403);
    }
  });
});

const VERIFY = 'query ($c: String!) { verifyCertificate(code: $c) { code holderName kind kindLabel subject text issuedAt valid revokedAt revokedReason } }';
type Verification = { code: string; holderName: string; kind: string; subject: string; text: string; valid: boolean; revokedAt: string | null; revokedReason: string | null };

describe('public verification', () => {
  it('shows, without sign-in, what the certificate says and nothing more, counts each look-up and the holder sees the count', async () => {
    const { code, verificationUrl } = (await h.gql<{ issueMyCertificate: Issued }>(ISSUE, { k: `PRESENTATION:${paper.id}` }, { token })).data!.issueMyCertificate;
    const [before] = await h.db.select().from(certificates).where(eq(certificates.code, code));
    // As a person reads it from the QR's URL, and as one may type it (lower case, spaces).
    const fromUrl = verificationUrl.split('/').at(-1)!;
    const res = await h.gql<{ verifyCertificate: Verification }>(VERIFY, { c: fromUrl }, { ip: '10.1.0.1' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.verifyCertificate).toMatchObject({ code, holderName: 'Łukasz Wąsowski-Nguyễn', kind: 'PRESENTATION', valid: true, revokedAt: null, revokedReason: null });
    expect(res.data!.verifyCertificate.text).toContain('«Redes de cuidado en el conurbano»');
    expect(res.data!.verifyCertificate.text).toContain('Congreso Pasado de Prueba (4.ª edición), celebrado del 13/09/2025 al 15/09/2025');
    const typed = await h.gql<{ verifyCertificate: Verification }>(VERIFY, { c: ` ${code.toLowerCase().replace(/-/g, ' ')} ` }, { ip: '10.1.0.1' });
    expect(typed.data!.verifyCertificate.code).toBe(code);
    const raw = JSON.stringify(res);
    for (const secret of [member.email, member.document]) expect(raw).not.toContain(secret);
    const [after] = await h.db.select().from(certificates).where(eq(certificates.code, code));
    expect(after.verificationCount).toBe(before.verificationCount + 2);
    const seen = await h.gql<{ myCertificates: { id: string; issued: { verificationCount: number } | null }[] }>(MINE, {}, { token });
    expect(seen.data!.myCertificates.find((e) => e.id === `PRESENTATION:${paper.id}`)!.issued!.verificationCount).toBe(before.verificationCount + 2);
  });

  it('answers a forged code and a malformed one alike, in Spanish, counting nothing', async () => {
    const forged = await h.gql(VERIFY, { c: 'CERT-2345-6789-ABCD-EFGH' }, { ip: '10.1.0.2' });
    const answers = [forged];
    for (const c of ['CERT-1234', "'; select 1 --", '', 'x'.repeat(5000)]) answers.push(await h.gql(VERIFY, { c }, { ip: '10.1.0.2' }));
    for (const a of answers) {
      expect(a.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(a.errors?.[0].message).toBe(forged.errors?.[0].message);
    }
    expect(forged.errors?.[0].message).toMatch(/^No encontramos un certificado con ese código/);
  });

  it('throttles look-ups per client address (found or not), leaving other addresses alone', async () => {
    for (let i = 0; i < 60; i++) expect(codeOf(await h.gql(VERIFY, { c: `CERT-2345-6789-ABCD-${'EFGH'}` }, { ip: '10.1.0.3' }))).toBe('NOT_FOUND');
    const refused = await h.gql(VERIFY, { c: 'CERT-2345-6789-ABCD-EFGH' }, { ip: '10.1.0.3' });
    expect(refused.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0].message).toMatch(/^Demasiadas consultas de certificados desde esta conexión/);
    expect(codeOf(await h.gql(VERIFY, { c: 'CERT-2345-6789-ABCD-EFGH' }, { ip: '10.1.0.4' }))).toBe('NOT_FOUND');
  });
});

describe('the signed copy', () => {
  it('verifies with the key /.well-known/jwks.json publishes, and one changed character of its payload fails', async () => {
    const { code } = (await h.gql<{ issueMyCertificate: Issued }>(ISSUE, { k: `PRESENTATION:${paper.id}` }, { token })).data!.issueMyCertificate;
    const res = await h.gql<{ verifyCertificate: { signedCopy: string } }>('query ($c: String!) { verifyCertificate(code: $c) { signedCopy } }', { c: code }, { ip: '10.1.0.5' });
    const jws = res.data!.verifyCertificate.signedCopy;
    const jwksRes = await h.app.server.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwksRes.statusCode).toBe(200);
    const jwks = jwksRes.json() as { keys: { kid: string; kty: string; crv: string; d?: string }[] };
    expect(jwks.keys.every((k) => k.kty === 'OKP' && k.crv === 'Ed25519' && k.d === undefined)).toBe(true);
    const keySet = createLocalJWKSet(jwks as never);
    const { payload, protectedHeader } = await compactVerify(jws, keySet);
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: jwks.keys.at(-1)!.kid });
    expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({ code, holderName: 'Łukasz Wąsowski-Nguyễn', kind: 'PRESENTATION', status: 'valid', verificationUrl: `${PUBLIC_URL}/certificados/verificar/${code}` });
    const [header, body, signature] = jws.split('.');
    const text = Buffer.from(body, 'base64url').toString('utf8');
    const forged = Buffer.from(text.replace('Łukasz', 'Lukasz'), 'utf8').toString('base64url');
    expect(forged).not.toBe(body);
    await expect(compactVerify(`${header}.${forged}.${signature}`, keySet)).rejects.toThrow();
  });
});

const STAFF = 'query ($c: ID!, $k: String!) { editionCertificate(conferenceId: $c, code: $k) { code holderName valid permissions { canRevoke } } }';
const REVOKE = 'mutation ($c: ID!, $d: RevokeCertificateInput!) { revokeEditionCertificate(conferenceId: $c, data: $d) { code valid revokedAt revokedReason permissions { canRevoke } } }';
const REVOKE_MEMBERSHIP = 'mutation ($d: RevokeCertificateInput!) { revokeMembershipCertificate(data: $d) { code valid } }';

describe('revocation', () => {
  it('ADMIN_CONGRESO of the edition revokes with a reason (audited), and the verification says revoked at once', async () => {
    const { code } = (await h.gql<{ issueMyCertificate: Issued }>(ISSUE, { k: `ATTENDANCE:${(await mine()).find((e) => e.kind === 'ATTENDANCE' && e.due)!.id.split(':')[1]}` }, { token })).data!.issueMyCertificate;
    const admin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: past.id }] });
    const seen = await h.gql<{ editionCertificate: { holderName: string; permissions: { canRevoke: boolean } } }>(STAFF, { c: String(past.id), k: code.toLowerCase() }, { token: admin.token });
    expect(seen.data!.editionCertificate).toMatchObject({ holderName: 'Łukasz Wąsowski-Nguyễn', permissions: { canRevoke: true } });
    const res = await h.gql<{ revokeEditionCertificate: { valid: boolean; revokedReason: string } }>(REVOKE, { c: String(past.id), d: { code, reason: 'ISSUED_IN_ERROR' } }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.revokeEditionCertificate).toMatchObject({ valid: false, revokedReason: 'Emitido por error', permissions: { canRevoke: false } });
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.revoked'));
    expect(audit).toMatchObject({ actorId: admin.user.id, targetUserId: member.id, after: { code, revokedReason: 'ISSUED_IN_ERROR' } });
    const verified = await h.gql<{ verifyCertificate: Verification }>(VERIFY, { c: code }, { ip: '10.1.0.6' });
    expect(verified.data!.verifyCertificate).toMatchObject({ valid: false, revokedReason: 'Emitido por error' });
    expect(verified.data!.verifyCertificate.revokedAt).not.toBeNull();
    // Again: CONFLICT, nothing changed.
    const again = await h.gql(REVOKE, { c: String(past.id), d: { code, reason: 'FRAUD' } }, { token: admin.token });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'CERTIFICATE_REVOKED' });
  });

  it('refuses one’s own certificate, another edition’s (NOT_FOUND) and bad input (BAD_USER_INPUT with Spanish fields), changing nothing', async () => {
    // The member is also ADMIN_CONGRESO of the past edition: their own certificate stays theirs.
    const own = (await h.gql<{ issueMyCertificate: Issued }>(ISSUE, { k: `PRESENTATION:${paper.id}` }, { token })).data!.issueMyCertificate.code;
    await h.db.insert(conferenceRoles).values({ userId: member.id, conferenceId: past.id, role: 'ADMIN_CONGRESO' });
    const self = (await h.signIn({ id: member.id, email: member.email })).token;
    const seen = await h.gql<{ editionCertificate: { permissions: { canRevoke: boolean } } }>(STAFF, { c: String(past.id), k: own }, { token: self });
    expect(seen.data!.editionCertificate.permissions.canRevoke).toBe(false);
    const refused = await h.gql(REVOKE, { c: String(past.id), d: { code: own, reason: 'FRAUD' } }, { token: self });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'OWN_CERTIFICATE' });
    const otherAdmin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: future.id }] });
    expect(codeOf(await h.gql(REVOKE, { c: String(future.id), d: { code: own, reason: 'FRAUD' } }, { token: otherAdmin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(REVOKE, { c: String(past.id), d: { code: own, reason: 'FRAUD' } }, { token: otherAdmin.token }))).toBe('FORBIDDEN');
    const admin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: past.id }] });
    const bad = await h.gql(REVOKE, { c: String(past.id), d: { code: 'CERT-1', reason: 'PORQUE_SI' } }, { token: admin.token });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { code: 'El código no es válido: CERT- y cuatro grupos de cuatro caracteres.', reason: 'Elija el motivo de la revocación.' } });
    // A membership certificate is ADMIN's, not the edition's.
    const membershipCode = (await h.db.select().from(certificates).where(and(eq(certificates.kind, 'MEMBERSHIP'), isNull(certificates.revokedAt))))[0].code;
    expect(codeOf(await h.gql(REVOKE, { c: String(past.id), d: { code: membershipCode, reason: 'FRAUD' } }, { token: admin.token }))).toBe('NOT_FOUND');
    const [row] = await h.db.select().from(certificates).where(eq(certificates.code, own));
    expect(row.revokedAt).toBeNull();
    const adminGlobal = await h.signIn('ADMIN');
    const membership = await h.gql<{ revokeMembershipCertificate: { valid: boolean } }>(REVOKE_MEMBERSHIP, { d: { code: membershipCode, reason: 'DATA_CORRECTED' } }, { token: adminGlobal.token });
    expect(membership.errors).toBeUndefined();
    expect(membership.data!.revokeMembershipCertificate.valid).toBe(false);
  });
});
