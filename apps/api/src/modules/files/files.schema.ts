// GraphQL types and fields of the files domain: the upload scalar, purposes and uploadFile.
import { filePurposes } from '@portal/domain/files';
import { builder } from '../../graphql/builder';
import { FileScalar } from '../../graphql/enums';
import { storeUpload, type StoredFile } from './files.service';

export const FilePurposeEnum = builder.enumType('FilePurpose', { values: filePurposes });

const UploadedFile = builder.objectRef<StoredFile>('UploadedFile').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url', { description: 'Signed download URL, valid for one hour.' }),
  }),
});

builder.mutationFields((t) => ({
  uploadFile: t.withAuth({ loggedIn: true }).field({
    type: UploadedFile,
    description:
      'Stores a file for a purpose, checked by content and size while it arrives: images (PNG, JPEG, WebP, 5 MB) ' +
      'and journal PDFs (20 MB) by ADMIN; proposal full texts (PDF, DOCX, ODT, 20 MB) and payment receipts ' +
      '(PDF, JPEG, PNG, 10 MB) by anyone signed in; the letterhead logo (PNG, JPEG, 5 MB) by SYSADMIN. Attach it by id; an upload never attached is removed after a day.',
    args: { file: t.arg({ type: FileScalar, required: true }), purpose: t.arg({ type: FilePurposeEnum, required: true }) },
    resolve: (_root, { file, purpose }, ctx) =>
      storeUpload(ctx.database.db, ctx.storage, ctx.config.jwtSecret, { stream: file.stream, name: file.name, purpose, uploader: ctx.viewer }),
  }),
}));
