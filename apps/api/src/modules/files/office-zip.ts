import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/**
 * DOCX and ODT are zip archives. Sniffing reads only their first entries, so a "document" whose
 * central directory promises gigabytes (a zip bomb), or that lacks the part every such document
 * has, would pass. This reads the central directory from the end of the upload (kept while it
 * streams to storage, never decompressing anything) and refuses what no word processor wrote; then,
 * since the central directory can lie about sizes, reads the stored archive once more, checking
 * every entry's local header and inflating its data (counted, never kept) only up to what it declared.
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

type CentralEntry = { offset: number; method: number; compressed: number; uncompressed: number };

/** The central directory's entries, or why it cannot be read. */
function centralDirectory(tail: Buffer, totalSize: number, required: string): { entries: CentralEntry[]; hasRequired: boolean } | string {
  let eocd = -1;
  for (let i = tail.length - EOCD_SIZE; i >= Math.max(0, tail.length - EOCD_SIZE - 0xffff); i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'no end of central directory';
  const count = tail.readUInt16LE(eocd + 10);
  const size = tail.readUInt32LE(eocd + 12);
  const offset = tail.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return 'zip64';
  if (count === 0 || count > MAX_ENTRIES) return `${count} entries`;
  const tailStart = totalSize - tail.length;
  const start = offset - tailStart;
  if (start < 0 || start + size > eocd) return 'central directory outside the file or too large';
  let at = start;
  let hasRequired = false;
  const entries: CentralEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || tail.readUInt32LE(at) !== CENTRAL) return 'broken central directory';
    const uncompressed = tail.readUInt32LE(at + 24);
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    if (uncompressed === 0xffffffff) return 'zip64 entry';
    entries.push({ offset: tail.readUInt32LE(at + 42), method: tail.readUInt16LE(at + 10), compressed: tail.readUInt32LE(at + 20), uncompressed });
    if (tail.toString('utf8', at + 46, at + 46 + nameLength) === required) hasRequired = true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, hasRequired };
}

/**
 * Why the archive is not a plausible document of `contentType`, or null when it is. `tail` holds
 * the last bytes of a file of `totalSize` bytes; `maxBytes` is the upload's limit.
 */
export function officeZipProblem(tail: Buffer, totalSize: number, contentType: string, maxBytes: number): string | null {
  const required = REQUIRED_PART[contentType];
  if (!required) return null;
  const directory = centralDirectory(tail, totalSize, required);
  if (typeof directory === 'string') return directory;
  const declared = directory.entries.reduce((sum, e) => sum + e.uncompressed, 0);
  const compressed = directory.entries.reduce((sum, e) => sum + e.compressed, 0);
  if (declared > MAX_EXPANSION * maxBytes) return `declares ${declared} bytes uncompressed`;
  if (declared > RATIO_FROM_BYTES && declared > MAX_RATIO * compressed) return `inflates ${Math.round(declared / Math.max(1, compressed))} times`;
  if (!directory.hasRequired) return `no ${required}`;
  return null;
}

const LOCAL = 0x04034b50;
const LOCAL_SIZE = 30;
/** General purpose flag bit 3: the sizes follow the data (a data descriptor), the local header has zeros. */
const SIZES_AFTER_DATA = 0x0008;

/** Reads a stream front to back: exact byte counts, or the bytes of a span chunk by chunk. */
class ByteReader {
  private pending: Buffer = Buffer.alloc(0);
  private position = 0;
  private readonly chunks: AsyncIterator<Buffer>;
  constructor(source: Readable) {
    this.chunks = (source[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  }
  get at() {
    return this.position;
  }
  /** The next `length` bytes in pieces (fewer at the end of the stream). */
  async *span(length: number): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      if (this.pending.length === 0) {
        const next = await this.chunks.next();
        if (next.done) return;
        this.pending = next.value;
      }
      const piece = this.pending.subarray(0, left);
      this.pending = this.pending.subarray(piece.length);
      this.position += piece.length;
      left -= piece.length;
      yield piece;
    }
  }
  async read(length: number): Promise<Buffer> {
    const pieces: Buffer[] = [];
    for await (const piece of this.span(length)) pieces.push(piece);
    return Buffer.concat(pieces);
  }
}

/** Inflates `compressed` (raw deflate), counting the bytes, and stops as soon as there are more than `limit`. */
async function inflatedSize(compressed: AsyncIterable<Buffer>, limit: number): Promise<number | 'too large' | 'broken'> {
  const inflate = createInflateRaw();
  let produced = 0;
  let over = false;
  const counted = new Promise<void>((resolve, reject) => {
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > limit && !over) {
        over = true;
        inflate.destroy();
        resolve();
      }
    });
    inflate.on('end', resolve);
    inflate.on('error', reject);
  });
  try {
    for await (const piece of compressed) {
      if (over) break;
      if (!inflate.write(piece)) await new Promise<void>((resolve) => inflate.once('drain', resolve).once('close', resolve));
    }
    if (!over) inflate.end();
    await counted;
  } catch {
    return over ? 'too large' : 'broken';
  }
  return over ? 'too large' : produced;
}

/**
 * Why the entries themselves betray the central directory, or null when they agree with it: reads
 * the stored archive front to back, checks each entry's local header against its central record
 * and inflates its data, counting the bytes and stopping once an entry gives more than its central
 * record declares (which officeZipProblem has checked). Call it after officeZipProblem passed.
 */
export async function officeZipEntriesProblem(archive: Readable, tail: Buffer, totalSize: number, contentType: string): Promise<string | null> {
  const required = REQUIRED_PART[contentType];
  if (!required) return null;
  const directory = centralDirectory(tail, totalSize, required);
  if (typeof directory === 'string') return directory;
  const reader = new ByteReader(archive);
  try {
    for (const entry of [...directory.entries].sort((a, b) => a.offset - b.offset)) {
      if (entry.offset < reader.at) return 'overlapping entries';
      await reader.read(entry.offset - reader.at);
      const local = await reader.read(LOCAL_SIZE);
      if (local.length < LOCAL_SIZE || local.readUInt32LE(0) !== LOCAL) return `no local header at ${entry.offset}`;
      const flags = local.readUInt16LE(6);
      const method = local.readUInt16LE(8);
      if (method !== entry.method) return `local header at ${entry.offset} names another method`;
      if (!(flags & SIZES_AFTER_DATA) && (local.readUInt32LE(18) !== entry.compressed || local.readUInt32LE(22) !== entry.uncompressed)) {
        return `local header at ${entry.offset} declares other sizes`;
      }
      await reader.read(local.readUInt16LE(26) + local.readUInt16LE(28));
      const data = reader.span(entry.compressed);
      if (method === 0) {
        if (entry.compressed !== entry.uncompressed) return `stored entry at ${entry.offset} changes size`;
        let read = 0;
        for await (const piece of data) read += piece.length;
        if (read !== entry.compressed) return `entry at ${entry.offset} cut short`;
      } else if (method === 8) {
        const size = await inflatedSize(data, entry.uncompressed);
        if (size === 'too large') return `entry at ${entry.offset} inflates past its declared ${entry.uncompressed} bytes`;
        if (size === 'broken') return `entry at ${entry.offset} does not inflate`;
        if (size !== entry.uncompressed) return `entry at ${entry.offset} inflates to ${size} bytes, not ${entry.uncompressed}`;
      } else return `compression method ${method}`;
    }
  } finally {
    archive.destroy();
  }
  return null;
}
