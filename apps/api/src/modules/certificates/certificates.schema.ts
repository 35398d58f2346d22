// GraphQL fields of certificates (issue 32): Mis certificados and issuing one's own on download.
import { certificateKindLabels, certificateKinds, certifiedSubject, certifiedText, revocationReasonLabels, type RevocationReason } from '@portal/domain/certificates';
import { builder } from '../../graphql/builder';
import type { CertificateEntry, EditionRef, IssuedCertificate } from './certificates.read';
import { downloadUrlOf, issueMyCertificate, myCertificates, verificationUrlOf } from './certificates.service';
import { signedCopyOf, verifyCertificate } from './verification.service';

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
