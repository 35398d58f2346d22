import { fileRules } from '@portal/domain/news';
import { builder } from '../../graphql/builder';
import { badInput } from '../../graphql/errors';
import { diskStorage } from '../../platform/storage';
import { storeUpload, type StoredFile } from './files.service';
import { FilePurposeEnum } from './news.types';

export const FileScalar = builder.scalarType('File', {
  description: 'A file sent with the GraphQL multipart request spec (input only).',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
  parseValue: (value) => {
    // Yoga's File may be a ponyfill, not this realm's Blob: check its shape.
    const v = value as Partial<File> | null;
    if (v && typeof v === 'object' && typeof v.arrayBuffer === 'function' && typeof v.size === 'number') return value as File;
    throw new TypeError('Se esperaba un archivo.');
  },
});

const UploadedFile = builder.objectRef<StoredFile>('UploadedFile').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url', { description: 'Signed download URL, valid for one hour.' }),
  }),
});

builder.mutationFields((t) => ({
  uploadFile: t.field({
    type: UploadedFile,
    description: 'Stores an image (PNG, JPEG, WebP, up to 5 MB) or a PDF (up to 20 MB), checked by content.',
    authScopes: { role: 'ADMIN' },
    args: { file: t.arg({ type: FileScalar, required: true }), purpose: t.arg({ type: FilePurposeEnum, required: true }) },
    resolve: async (_root, { file, purpose }, ctx) => {
      if (file.size > fileRules[purpose].maxBytes) {
        throw badInput({ file: `El archivo supera el tamaño máximo de ${Math.round(fileRules[purpose].maxBytes / 1024 / 1024)} MB.` });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      return storeUpload(ctx.database.db, diskStorage(ctx.config.dataDir), ctx.config.jwtSecret, {
        bytes,
        name: 'name' in file && typeof file.name === 'string' ? file.name : 'archivo',
        purpose,
        ownerId: ctx.viewer!.id,
      });
    },
  }),
}));
