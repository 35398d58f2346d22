// What a member of the rush section (rush.ts) uploads: a one-page PDF paper, sent as the web app
// sends a file (a GraphQL multipart request, apps/web/src/shared/files/upload-file.ts).
import { createHash } from 'node:crypto';

/** apps/web/src/shared/files/upload-file.ts: sent as a GraphQL multipart request. */
const UPLOAD_FILE_QUERY = 'mutation UploadFile($file: File!, $purpose: FilePurpose!) { uploadFile(file: $file, purpose: $purpose) { id url } }';

/** A one-page PDF written by hand (header, five objects, a correct cross-reference table): what a member uploads. */
export function paperPdf(): Buffer {
  const text = 'Ponencia de prueba: la hora pico de las inscripciones (bench)';
  const content = `BT /F1 14 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A GraphQL multipart request body (the spec's operations, map and one file), with its boundary. */
export function multipartUpload(pdf: Buffer, name: string): { body: Buffer; contentType: string } {
  const boundary = `----bench-rush-${createHash('sha256').update(name).digest('hex').slice(0, 24)}`;
  const field = (key: string, value: string) => `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const head =
    field('operations', JSON.stringify({ query: UPLOAD_FILE_QUERY, variables: { file: null, purpose: 'PROPOSAL_FULL_TEXT' } })) +
    field('map', JSON.stringify({ 0: ['variables.file'] })) +
    `--${boundary}\r\ncontent-disposition: form-data; name="0"; filename="${name}"\r\ncontent-type: application/pdf\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
