// GraphQL fields of certificates (issue 32): Mis certificados and issuing one's own on download.
import { certificateKindLabels, certificateKinds, certifiedSubject, certifiedText, revocationReasonLabels, type RevocationReason } from '@portal/domain/certificates';
import { builder } from '../../graphql/builder';
import type { CertificateEntry, EditionRef, IssuedCertificate } from './certificates.read';
import { downloadUrlOf, issueMyCertificate, myCertificates, verificationUrlOf } from './certificates.service';
import { signedCopyOf, verifyCertificate } from './verification.service';
import { revokeCertificate, staffCertificate, type StaffCertificate } from './revocation.service';
import { attendanceList, setInscriptionsAbsent, type AttendanceRow } from './absences.service';
import { editionCertificateCounts, membershipCertificateYears, membershipYearCertificateCounts, requestEditionIssue, requestMembershipYearIssue, type KindCounts } from './bulk.service';

const CertificateKindEnum = builder.enumType('CertificateKind', { values: certificateKinds });

const CertificateEdition = builder.objectRef<EditionRef>('CertificateEdition').implement({
  description: 'The congress edition a certificate belongs to.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => e.id }),
    name: t.exposeString('name'),
    edition: t.exposeInt('edition'),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
  }),
});

const IssuedCertificateRef = builder.objectRef<IssuedCertificate>('IssuedCertificate').implement({
  description: "A certificate issued to the viewer: its code and how many times it was verified.",
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.id }),
    code: t.exposeString('code'),
    holderName: t.string({ resolve: (c) => c.facts.holderName }),
    issuedAt: t.string({ resolve: (c) => c.issuedAt.toISOString() }),
    verificationCount: t.exposeInt('verificationCount'),
    verificationUrl: t.string({ resolve: (c, _a, ctx) => verificationUrlOf(ctx, c.code) }),
    downloadUrl: t.string({ description: 'A short-lived signed link to its PDF.', resolve: (c, _a, ctx) => downloadUrlOf(ctx, c.code) }),
  }),
});

const CertificateEntryRef = builder.objectRef<CertificateEntry>('CertificateEntry').implement({
  description: 'A certificate the viewer is due (or will be, with the reason).',
  fields: (t) => ({
    id: t.id({ resolve: (e) => e.subjectKey, description: 'The subject key: what the certificate is of.' }),
    kind: t.field({ type: CertificateKindEnum, resolve: (e) => e.kind }),
    conference: t.field({ type: CertificateEdition, nullable: true, resolve: (e) => e.conference }),
    year: t.exposeInt('year', { nullable: true }),
    subject: t.string({ description: 'A short title of what it certifies.', resolve: (e) => certifiedSubject(e.issued?.facts ?? e.facts) }),
    text: t.string({ description: 'What it certifies, as printed.', resolve: (e) => certifiedText(e.issued?.facts ?? e.facts) }),
    due: t.boolean({ resolve: (e) => e.availability.status === 'DUE' }),
    pendingReason: t.string({ nullable: true, resolve: (e) => (e.availability.status === 'DUE' ? null : e.availability.reason) }),
    issued: t.field({ type: IssuedCertificateRef, nullable: true, resolve: (e) => e.issued }),
  }),
});

const CertificateVerificationRef = builder.objectRef<IssuedCertificate>('CertificateVerification').implement({
  description: 'What a certificate says, for anyone who has its code: the holder, the kind, what it certifies, when it was issued and whether it is valid. Nothing else of the person.',
  fields: (t) => ({
    code: t.exposeString('code'),
    holderName: t.string({ resolve: (c) => c.facts.holderName }),
    kind: t.field({ type: CertificateKindEnum, resolve: (c) => c.kind }),
    kindLabel: t.string({ resolve: (c) => certificateKindLabels[c.kind] }),
    subject: t.string({ resolve: (c) => certifiedSubject(c.facts) }),
    text: t.string({ description: 'What it certifies, as printed (edition and dates, year, work, area, award).', resolve: (c) => certifiedText(c.facts) }),
    issuedAt: t.string({ resolve: (c) => c.issuedAt.toISOString() }),
    valid: t.boolean({ resolve: (c) => c.revokedAt === null }),
    revokedAt: t.string({ nullable: true, resolve: (c) => c.revokedAt?.toISOString() ?? null }),
    revokedReason: t.string({ nullable: true, description: 'The reason category, in Spanish.', resolve: (c) => (c.revokedReason ? revocationReasonLabels[c.revokedReason as RevocationReason] : null) }),
    signedCopy: t.string({ description: 'A compact JWS (EdDSA) of what it says; its kid names a key of /.well-known/jwks.json.', resolve: (c, _a, ctx) => signedCopyOf(ctx, c) }),
  }),
});

builder.queryFields((t) => ({
  verifyCertificate: t.field({
    type: CertificateVerificationRef,
    authScopes: { public: true },
    description: 'The public verification of a code (no sign-in), counted; throttled per client address. An unknown and a malformed code answer the same NOT_FOUND.',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) => verifyCertificate(ctx, ctx.ip, code),
  }),
  myCertificates: t.withAuth({ loggedIn: true }).field({
    type: [CertificateEntryRef],
    description: "Mis certificados: the viewer's certificates, due or pending, newest edition first.",
    resolve: (_root, _args, ctx) => myCertificates(ctx, ctx.viewer),
  }),
}));

builder.mutationFields((t) => ({
  issueMyCertificate: t.withAuth({ loggedIn: true }).field({
    type: IssuedCertificateRef,
    description: 'Issues the viewer’s certificate of a subject on its first download (later: the same one; after a name change a new one). CONFLICT when not due yet.',
    args: { subjectKey: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => issueMyCertificate(ctx, ctx.viewer, args),
  }),
}));

const StaffCertificatePermissions = builder.objectRef<StaffCertificate['permissions']>('StaffCertificatePermissions').implement({
  fields: (t) => ({ canRevoke: t.exposeBoolean('canRevoke', { description: 'Valid, and not the viewer’s own.' }) }),
});

const StaffCertificateRef = builder.objectRef<StaffCertificate>('StaffCertificate').implement({
  description: 'A certificate as its edition’s ADMIN_CONGRESO (or ADMIN, for membership years) sees it.',
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.id }),
    code: t.exposeString('code'),
    holderName: t.string({ resolve: (c) => c.facts.holderName }),
    kind: t.field({ type: CertificateKindEnum, resolve: (c) => c.kind }),
    subject: t.string({ resolve: (c) => certifiedSubject(c.facts) }),
    text: t.string({ resolve: (c) => certifiedText(c.facts) }),
    issuedAt: t.string({ resolve: (c) => c.issuedAt.toISOString() }),
    verificationCount: t.exposeInt('verificationCount'),
    valid: t.boolean({ resolve: (c) => c.revokedAt === null }),
    revokedAt: t.string({ nullable: true, resolve: (c) => c.revokedAt?.toISOString() ?? null }),
    revokedReason: t.string({ nullable: true, resolve: (c) => (c.revokedReason ? revocationReasonLabels[c.revokedReason as RevocationReason] : null) }),
    permissions: t.field({ type: StaffCertificatePermissions, resolve: (c) => c.permissions }),
  }),
});

const RevokeCertificateInputRef = builder.inputType('RevokeCertificateInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    reason: t.string({ required: true, description: 'NAME_CHANGED, ISSUED_IN_ERROR, DATA_CORRECTED or FRAUD.' }),
  }),
});

builder.queryFields((t) => ({
  editionCertificate: t.withAuth({ loggedIn: true }).field({
    type: StaffCertificateRef,
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId as string }),
    description: 'A certificate of the edition by its code (ADMIN_CONGRESO of the edition). NOT_FOUND for a code of another edition.',
    args: { conferenceId: t.arg.id({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_root, { conferenceId, code }, ctx) => staffCertificate(ctx, ctx.viewer, { conferenceId }, code),
  }),
  membershipCertificate: t.withAuth({ role: 'ADMIN' }).field({
    type: StaffCertificateRef,
    description: 'A membership certificate by its code (ADMIN).',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) => staffCertificate(ctx, ctx.viewer, 'MEMBERSHIP', code),
  }),
}));

builder.mutationFields((t) => ({
  revokeEditionCertificate: t.withAuth({ loggedIn: true }).field({
    type: StaffCertificateRef,
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId as string }),
    description: 'Revokes a certificate of the edition with a reason (audited). Never one’s own.',
    args: { conferenceId: t.arg.id({ required: true }), data: t.arg({ type: RevokeCertificateInputRef, required: true }) },
    resolve: (_root, { conferenceId, data }, ctx) => revokeCertificate(ctx, ctx.viewer, { conferenceId }, data),
  }),
  revokeMembershipCertificate: t.withAuth({ role: 'ADMIN' }).field({
    type: StaffCertificateRef,
    description: 'Revokes a membership certificate with a reason (ADMIN, audited). Never one’s own.',
    args: { data: t.arg({ type: RevokeCertificateInputRef, required: true }) },
    resolve: (_root, { data }, ctx) => revokeCertificate(ctx, ctx.viewer, 'MEMBERSHIP', data),
  }),
}));

const CertificateKindCount = builder.objectRef<KindCounts>('CertificateKindCount').implement({
  description: 'How many certificates of a kind an edition has: due now, issued (valid), downloaded by their holder, revoked.',
  fields: (t) => ({
    kind: t.field({ type: CertificateKindEnum, resolve: (c) => c.kind }),
    due: t.exposeInt('due'),
    issued: t.exposeInt('issued'),
    downloaded: t.exposeInt('downloaded'),
    revoked: t.exposeInt('revoked'),
  }),
});

builder.queryFields((t) => ({
  editionCertificateCounts: t.withAuth({ loggedIn: true }).field({
    type: [CertificateKindCount],
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId as string }),
    description: 'Per kind, the certificates of the edition due, issued, downloaded and revoked (ADMIN_CONGRESO of the edition).',
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, { conferenceId }, ctx) => editionCertificateCounts(ctx, conferenceId),
  }),
  membershipCertificateCounts: t.withAuth({ role: 'ADMIN' }).field({
    type: [CertificateKindCount],
    description: 'The membership certificates of a year due, issued, downloaded and revoked (ADMIN). NOT_FOUND for a year without memberships.',
    args: { year: t.arg.int({ required: true }) },
    resolve: (_root, { year }, ctx) => membershipYearCertificateCounts(ctx, year),
  }),
  membershipCertificateYears: t.withAuth({ role: 'ADMIN' }).field({
    type: ['Int'],
    description: 'The years with memberships, latest first (ADMIN).',
    resolve: (_root, _args, ctx) => membershipCertificateYears(ctx),
  }),
}));

builder.mutationFields((t) => ({
  issueEditionCertificates: t.withAuth({ loggedIn: true }).field({
    type: 'ID',
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId as string }),
    description: '«Emitir y enviar»: the job issuing every due certificate of the edition and e-mailing each person once (follow with jobProgress). The one already running, if any.',
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, { conferenceId }, ctx) => requestEditionIssue(ctx, ctx.viewer, conferenceId),
  }),
  issueMembershipCertificates: t.withAuth({ role: 'ADMIN' }).field({
    type: 'ID',
    description: '«Emitir y enviar» of a membership year (ADMIN): the job issuing every due membership certificate of the year and e-mailing each member once (follow with jobProgress). The one already running, if any.',
    args: { year: t.arg.int({ required: true }) },
    resolve: (_root, { year }, ctx) => requestMembershipYearIssue(ctx, ctx.viewer, year),
  }),
}));

const AttendanceRowRef = builder.objectRef<AttendanceRow>('AttendanceRow').implement({
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.inscriptionId, description: 'The inscription id.' }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    paid: t.exposeBoolean('paid'),
    absent: t.exposeBoolean('absent'),
  }),
});
const AttendanceList = builder.objectRef<{ total: number; rows: AttendanceRow[] }>('AttendanceList').implement({
  fields: (t) => ({ total: t.exposeInt('total'), rows: t.field({ type: [AttendanceRowRef], resolve: (l) => l.rows }) }),
});
const MarkAbsenceInputRef = builder.inputType('MarkAbsenceInput', {
  fields: (t) => ({ inscriptionIds: t.idList({ required: true }), absent: t.boolean({ required: true }) }),
});

builder.queryFields((t) => ({
  attendanceList: t.withAuth({ loggedIn: true }).field({
    type: AttendanceList,
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId as string }),
    description: '«Inasistencias»: the edition’s inscriptions (at most 50, by surname), searched, with whether each is paid and marked absent.',
    args: { conferenceId: t.arg.id({ required: true }), search: t.arg.string({ required: false }) },
    resolve: (_root, { conferenceId, search }, ctx) => attendanceList(ctx, conferenceId, search),
  }),
}));

builder.mutationFields((t) => ({
  setInscriptionsAbsent: t.withAuth({ loggedIn: true }).field({
    type: 'Int',
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId as string }),
    description: 'Marks inscriptions of the edition absent (no attendance certificate) or present again; audited. Answers how many.',
    args: { conferenceId: t.arg.id({ required: true }), data: t.arg({ type: MarkAbsenceInputRef, required: true }) },
    resolve: (_root, { conferenceId, data }, ctx) => setInscriptionsAbsent(ctx, ctx.viewer, conferenceId, data),
  }),
}));
