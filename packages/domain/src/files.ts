/**
 * Files: what an upload is for decides which types (by content) and how many bytes it may have.
 * The server checks uploads against these rules; the web app shows them next to the field.
 */

export const filePurposes = ['NEWS_IMAGE', 'JOURNAL_COVER', 'JOURNAL_PDF', 'PROPOSAL_FULL_TEXT', 'PAYMENT_RECEIPT', 'AWARD_APPLICATION', 'ASSOCIATION_LOGO', 'CERTIFICATE_SIGNATURE'] as const;
export type FilePurpose = (typeof filePurposes)[number];

/** The types a stored file may have, as decided from its content. */
export const storedContentTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
] as const;
export type StoredContentType = (typeof storedContentTypes)[number];

/** Short Spanish names of each type, as a person knows them. */
export const contentTypeLabels: Record<StoredContentType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.oasis.opendocument.text': 'ODT',
};

/** File name extensions of each type, for the browser's file chooser and download names. */
export const contentTypeExtensions: Record<StoredContentType, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.oasis.opendocument.text': ['.odt'],
};

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MB;
export const DOCUMENT_MAX_BYTES = 20 * MB;
export const RECEIPT_MAX_BYTES = 10 * MB;
export const SIGNATURE_MAX_BYTES = 1 * MB;

export type FileRule = { types: readonly StoredContentType[]; maxBytes: number };

const IMAGES: readonly StoredContentType[] = ['image/png', 'image/jpeg', 'image/webp'];

export const fileRules: Record<FilePurpose, FileRule> = {
  NEWS_IMAGE: { types: IMAGES, maxBytes: IMAGE_MAX_BYTES },
  JOURNAL_COVER: { types: IMAGES, maxBytes: IMAGE_MAX_BYTES },
  JOURNAL_PDF: { types: ['application/pdf'], maxBytes: DOCUMENT_MAX_BYTES },
  PROPOSAL_FULL_TEXT: {
    types: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.oasis.opendocument.text'],
    maxBytes: DOCUMENT_MAX_BYTES,
  },
  PAYMENT_RECEIPT: { types: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: RECEIPT_MAX_BYTES },
  /** An award application's work: PDF only. */
  AWARD_APPLICATION: { types: ['application/pdf'], maxBytes: DOCUMENT_MAX_BYTES },
  /** The letterhead's logo: PNG or JPEG, what PDF documents can embed. */
  ASSOCIATION_LOGO: { types: ['image/png', 'image/jpeg'], maxBytes: IMAGE_MAX_BYTES },
  /** A certificate signer's signature: PNG or JPEG (what PDFs embed), small, since every certificate carries it. */
  CERTIFICATE_SIGNATURE: { types: ['image/png', 'image/jpeg'], maxBytes: SIGNATURE_MAX_BYTES },
};

/** The largest file any purpose accepts. */
export const LARGEST_FILE_BYTES = Math.max(...Object.values(fileRules).map((r) => r.maxBytes));

export const isImageType = (type: string) => type.startsWith('image/');

/** "5 MB": sizes as the rules state them (whole megabytes). */
export const formatMegabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** "PNG, JPEG o WebP"; "PDF, DOCX u ODT" (Spanish "o" turns "u" before an o sound). */
export function allowedTypesLabel(purpose: FilePurpose): string {
  const names = fileRules[purpose].types.map((t) => contentTypeLabels[t]);
  if (names.length === 1) return names[0];
  const last = names[names.length - 1];
  return `${names.slice(0, -1).join(', ')} ${/^o/i.test(last) ? 'u' : 'o'} ${last}`;
}

/** The `accept` attribute of a file input for the purpose (types and extensions). */
export function acceptAttribute(purpose: FilePurpose): string {
  return fileRules[purpose].types.flatMap((t) => [t, ...contentTypeExtensions[t]]).join(',');
}

/** The hint shown under a file field: "Formatos: PNG, JPEG o WebP. Tamaño máximo: 5 MB." (`maxBytes`: a lower limit of its own, e.g. an edition's). */
export function fileRuleHint(purpose: FilePurpose, maxBytes: number = fileRules[purpose].maxBytes): string {
  return `Formatos: ${allowedTypesLabel(purpose)}. Tamaño máximo: ${formatMegabytes(maxBytes)}.`;
}

/** Field messages of a refused upload (the server sends them; the browser checks the size first). */
export const fileMessages = {
  empty: 'El archivo está vacío.',
  damagedDocument: 'El documento está dañado o no es un DOCX u ODT válido. Guárdelo nuevamente desde su procesador de textos o envíelo en PDF.',
  tooLarge: (purpose: FilePurpose, maxBytes: number = fileRules[purpose].maxBytes) => `El archivo supera el tamaño máximo de ${formatMegabytes(maxBytes)}.`,
  wrongType: (purpose: FilePurpose) => `El archivo debe ser ${allowedTypesLabel(purpose)}; su contenido no corresponde a ese tipo.`,
};
