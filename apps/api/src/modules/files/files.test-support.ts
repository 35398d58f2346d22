import { deflateRawSync } from 'node:zlib';
import type { Harness } from '../../test/harness';

export const tinyPdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A zip archive of the given entries (the first stored, the rest deflated), built in code. */
export function zipOf(entries: [name: string, content: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  entries.forEach(([name, content], i) => {
    const raw = Buffer.from(content);
    const stored = i === 0;
    const data = stored ? raw : deflateRawSync(raw);
    const fileName = Buffer.from(name);
    const common = (b: Buffer, at: number) => {
      b.writeUInt16LE(20, at);
      b.writeUInt16LE(0, at + 2);
      b.writeUInt16LE(stored ? 0 : 8, at + 4);
      b.writeUInt32LE(0, at + 6);
      b.writeUInt32LE(crc32(raw), at + 10);
      b.writeUInt32LE(data.length, at + 14);
      b.writeUInt32LE(raw.length, at + 18);
      b.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    common(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    common(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  });
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document (OOXML), as Word writes it: [Content_Types].xml first. */
export const tinyDocx = () =>
  zipOf([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'],
  ]);

/** A minimal OpenDocument text: the `mimetype` entry first and stored, as the format requires. */
export const tinyOdt = () =>
  zipOf([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>'],
  ]);

/** A zip that is neither: what a renamed archive looks like. */
export const plainZip = () => zipOf([['notas.txt', 'hola'], ['otra.txt', 'chau']]);

const UPLOAD = 'mutation ($file: File!, $purpose: FilePurpose!) { uploadFile(file: $file, purpose: $purpose) { id url } }';

/** Sends `uploadFile` as a GraphQL multipart request, as a browser would. */
export const upload = (h: Harness, o: { bytes: Buffer; name: string; type: string; purpose: string; token?: string; csrf?: boolean }) =>
  h.gqlMultipart<{ uploadFile: { id: string; url: string } }>(UPLOAD, { file: null, purpose: o.purpose }, { file: o }, o);
