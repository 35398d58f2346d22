import { Readable } from 'node:stream';

/**
 * DOCX and ODT are zip archives. Sniffing reads only their first entries, so a "document" whose
 * central directory promises gigabytes (a zip bomb), or that lacks the part every such document
 * has, would pass. This reads the central directory from the end of the upload (kept while it
 * streams to storage, never decompressing anything) and refuses what no word processor wrote.
 */

/** The end of the upload kept in memory: room for a central directory of a few thousand entries. */
export const ZIP_TAIL_BYTES = 256 * 1024;
/** At most this many entries: a text document has tens, a long one with images a few hundred. */
const MAX_ENTRIES = 5000;
/** Declared uncompressed size of all entries at most this many times the largest upload. */
const MAX_EXPANSION = 10;
/** Past this many bytes uncompressed, entries may not shrink more than MAX_RATIO times (XML shrinks 5-30 times). */
const RATIO_FROM_BYTES = 10 * 1024 * 1024;
const MAX_RATIO = 100;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const EOCD_SIZE = 22;

/** The part each kind of document cannot be without. */
const REQUIRED_PART: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word/document.xml',
  'application/vnd.oasis.opendocument.text': 'content.xml',
};

export const isOfficeZip = (contentType: string) => contentType in REQUIRED_PART;

/** Passes `source` through, keeping its last ZIP_TAIL_BYTES bytes in `tail()`. */
export function keepTail(source: Readable): { stream: Readable; tail: () => Buffer } {
  let tail: Buffer = Buffer.alloc(0);
  const stream = Readable.from(
    (async function* () {
      for await (const chunk of source) {
        const buf = chunk as Buffer;
        tail = buf.length >= ZIP_TAIL_BYTES ? buf.subarray(buf.length - ZIP_TAIL_BYTES) : Buffer.concat([tail, buf]).subarray(-ZIP_TAIL_BYTES);
        yield buf;
      }
    })(),
  );
  return { stream, tail: () => tail };
}

/**
 * Why the archive is not a plausible document of `contentType`, or null when it is. `tail` holds
 * the last bytes of a file of `totalSize` bytes; `maxBytes` is the upload's limit.
 */
export function officeZipProblem(tail: Buffer, totalSize: number, contentType: string, maxBytes: number): string | null {
  const required = REQUIRED_PART[contentType];
  if (!required) return null;
  let eocd = -1;
  for (let i = tail.length - EOCD_SIZE; i >= Math.max(0, tail.length - EOCD_SIZE - 0xffff); i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'no end of central directory';
  const entries = tail.readUInt16LE(eocd + 10);
  const size = tail.readUInt32LE(eocd + 12);
  const offset = tail.readUInt32LE(eocd + 16);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return 'zip64';
  if (entries === 0 || entries > MAX_ENTRIES) return `${entries} entries`;
  const tailStart = totalSize - tail.length;
  const start = offset - tailStart;
  if (start < 0 || start + size > eocd) return 'central directory outside the file or too large';
  let at = start;
  let declared = 0;
  let compressed = 0;
  let hasRequired = false;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > eocd || tail.readUInt32LE(at) !== CENTRAL) return 'broken central directory';
    const uncompressed = tail.readUInt32LE(at + 24);
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    if (uncompressed === 0xffffffff) return 'zip64 entry';
    declared += uncompressed;
    compressed += tail.readUInt32LE(at + 20);
    if (tail.toString('utf8', at + 46, at + 46 + nameLength) === required) hasRequired = true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (declared > MAX_EXPANSION * maxBytes) return `declares ${declared} bytes uncompressed`;
  if (declared > RATIO_FROM_BYTES && declared > MAX_RATIO * compressed) return `inflates ${Math.round(declared / Math.max(1, compressed))} times`;
  if (!hasRequired) return `no ${required}`;
  return null;
}
