// GraphQL fields of the certificate texts and signers (issue 32): per edition (ADMIN_CONGRESO) and for membership certificates (ADMIN), with a live preview.
import { builder } from '../../graphql/builder';
import { signFileUrl } from '../files/files.service';
import type { CertificateSettingsData } from './settings.read';
import { certificateSettingsFor, previewCertificate, updateCertificateSettings, type SettingsTarget } from './settings.service';

type Signer = CertificateSettingsData['signers'][number];

const CertificateSignerRef = builder.objectRef<Signer>('CertificateSigner').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    role: t.exposeString('role'),
    signatureFileId: t.exposeID('signatureFileId', { nullable: true }),
    signatureUrl: t.string({
      nullable: true,
      description: 'Signed download URL of the signature image, valid for one hour.',
      resolve: (s, _a, ctx) => (s.signatureFileId ? signFileUrl(ctx.config.jwtSecret, s.signatureFileId) : null),
    }),
  }),
});

const CertificateTextRef = builder.objectRef<CertificateSettingsData['texts'][number]>('CertificateText').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'A CertificateKind of the scope.' }),
    text: t.exposeString('text', { description: 'Printed under the holder’s name, placeholders filled in; empty: the portal’s sentence.' }),
  }),
});

const CertificateSettingsRef = builder.objectRef<CertificateSettingsData>('CertificateSettings').implement({
  description: 'The certificate texts (one per kind) and up to three signers of an edition or of membership certificates. Certificates issued later print them; issued ones keep theirs.',
  fields: (t) => ({
    id: t.id({ resolve: (s) => s.scope, description: 'MEMBERSHIP or CONFERENCE:<id>.' }),
    texts: t.field({ type: [CertificateTextRef], resolve: (s) => s.texts }),
    signers: t.field({ type: [CertificateSignerRef], resolve: (s) => s.signers }),
    updatedAt: t.string({ nullable: true, resolve: (s) => s.updatedAt?.toISOString() ?? null }),
  }),
});

const CertificateTextInput = builder.inputType('CertificateTextInput', {
  fields: (t) => ({ kind: t.string({ required: true }), text: t.string({ required: true }) }),
});
const CertificateSignerInput = builder.inputType('CertificateSignerInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    role: t.string({ required: true }),
    signatureFileId: t.id({ required: false, description: 'From uploadFile with purpose CERTIFICATE_SIGNATURE (PNG or JPEG).' }),
  }),
});
const CertificateSettingsInputRef = builder.inputType('CertificateSettingsInput', {
  fields: (t) => ({
    texts: t.field({ type: [CertificateTextInput], required: true }),
    signers: t.field({ type: [CertificateSignerInput], required: true, description: 'At most three.' }),
  }),
});

const edition = (conferenceId: string | number): SettingsTarget => ({ conferenceId });
const pdfDataUrl = (pdf: Buffer) => `data:application/pdf;base64,${pdf.toString('base64')}`;

builder.queryFields((t) => ({
  editionCertificateSettings: t.withAuth({ loggedIn: true }).field({
    type: CertificateSettingsRef,
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId as string }),
    description: 'The edition’s certificate texts and signers (ADMIN_CONGRESO of the edition).',
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, { conferenceId }, ctx) => certificateSettingsFor(ctx, edition(conferenceId)),
  }),
  membershipCertificateSettings: t.withAuth({ role: 'ADMIN' }).field({
    type: CertificateSettingsRef,
    description: 'The membership certificates’ text and signers (ADMIN).',
    resolve: (_root, _args, ctx) => certificateSettingsFor(ctx, 'MEMBERSHIP'),
  }),
  editionCertificatePreview: t.withAuth({ loggedIn: true }).field({
    type: 'String',
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId as string }),
    description: 'A sample certificate of `kind` printed with the given (unsaved) texts and signers: a data: URL of its PDF, marked MUESTRA.',
    args: { conferenceId: t.arg.id({ required: true }), kind: t.arg.string({ required: true }), data: t.arg({ type: CertificateSettingsInputRef, required: true }) },
    resolve: async (_root, { conferenceId, kind, data }, ctx) => pdfDataUrl(await previewCertificate(ctx, ctx.viewer, edition(conferenceId), kind, data)),
  }),
  membershipCertificatePreview: t.withAuth({ role: 'ADMIN' }).field({
    type: 'String',
    description: 'A sample membership certificate printed with the given (unsaved) text and signers: a data: URL of its PDF, marked MUESTRA.',
    args: { data: t.arg({ type: CertificateSettingsInputRef, required: true }) },
    resolve: async (_root, { data }, ctx) => pdfDataUrl(await previewCertificate(ctx, ctx.viewer, 'MEMBERSHIP', 'MEMBERSHIP', data)),
  }),
}));

builder.mutationFields((t) => ({
  updateEditionCertificateSettings: t.withAuth({ loggedIn: true }).field({
    type: CertificateSettingsRef,
    authScopes: (_root, args) => ({ adminCongreso: args.conferenceId as string }),
    description: 'Saves the edition’s certificate texts and signers (audited). Certificates already issued keep theirs.',
    args: { conferenceId: t.arg.id({ required: true }), data: t.arg({ type: CertificateSettingsInputRef, required: true }) },
    resolve: (_root, { conferenceId, data }, ctx) => updateCertificateSettings(ctx, ctx.viewer, edition(conferenceId), data),
  }),
  updateMembershipCertificateSettings: t.withAuth({ role: 'ADMIN' }).field({
    type: CertificateSettingsRef,
    description: 'Saves the membership certificates’ text and signers (ADMIN, audited). Certificates already issued keep theirs.',
    args: { data: t.arg({ type: CertificateSettingsInputRef, required: true }) },
    resolve: (_root, { data }, ctx) => updateCertificateSettings(ctx, ctx.viewer, 'MEMBERSHIP', data),
  }),
}));
