import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isOfficeZip, officeZipEntriesProblem, officeZipProblem, ZIP_TAIL_BYTES } from './office-zip';
import { tinyDocx, tinyOdt, zipOf } from './files.test-support';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ODT = 'application/vnd.oasis.opendocument.text';
const MB = 1024 * 1024;
const check = (zip: Buffer, type = DOCX) => officeZipProblem(zip.subarray(-ZIP_TAIL_BYTES), zip.length, type, 20 * MB);

/** The offset of the first central directory entry. */
const centralStart = (zip: Buffer) => zip.readUInt32LE(zip.length - 22 + 16);
const EOCD = (zip: Buffer) => zip.length - 22;

/** A copy of the two-entry test DOCX whose central directory declares these sizes. */
function withSizes(sizes: [compressed: number, uncompressed: number][]) {
  const zip = Buffer.from(tinyDocx());
  let at = centralStart(zip);
  for (const [compressed, uncompressed] of sizes) {
    zip.writeUInt32LE(compressed, at + 20);
    zip.writeUInt32LE(uncompressed, at + 24);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return zip;
}

describe('officeZipProblem', () => {
  it('accepts a DOCX and an ODT as word processors write them', () => {
    expect(check(tinyDocx())).toBeNull();
    expect(check(tinyOdt(), ODT)).toBeNull();
  });

  it('refuses an entry that declares a huge uncompressed size (a zip bomb), without inflating it', () => {
    const bomb = Buffer.from(tinyDocx());
    bomb.writeUInt32LE(0xfffffff0, centralStart(bomb) + 24);
    expect(check(bomb)).toMatch(/declares \d+ bytes uncompressed/);
  });

  it('refuses entries that shrank far more than text does, once they are large', () => {
    expect(check(zipOf([['[Content_Types].xml', '<Types/>'], ['word/document.xml', 'a'.repeat(11 * MB)]]))).toMatch(/^inflates \d+ times$/);
    expect(check(zipOf([['[Content_Types].xml', '<Types/>'], ['word/document.xml', 'a'.repeat(2 * MB)]]))).toBeNull();
  });

  it('refuses ZIP64 markers, an archive cut short, too many entries, and a missing document part', () => {
    const zip64 = Buffer.from(tinyDocx());
    zip64.writeUInt32LE(0xffffffff, centralStart(zip64) + 24);
    expect(check(zip64)).toBe('zip64 entry');
    expect(check(tinyDocx().subarray(0, tinyDocx().length - 5))).toBe('no end of central directory');
    const many = Buffer.from(tinyDocx());
    many.writeUInt16LE(6000, many.length - 22 + 10);
    expect(check(many)).toBe('6000 entries');
    expect(check(tinyOdt())).toBe('no word/document.xml');
    expect(check(zipOf([['mimetype', 'application/vnd.oasis.opendocument.text'], ['styles.xml', '<x/>']]), ODT)).toBe('no content.xml');
  });

  it('refuses a central directory that points outside the bytes it was given', () => {
    const moved = Buffer.from(tinyDocx());
    moved.writeUInt32LE(moved.length + 100, moved.length - 22 + 16);
    expect(check(moved)).toBe('central directory outside the file or too large');
  });

  it('refuses the ZIP64 markers of the end record, an empty archive and a broken directory entry', () => {
    for (const [offset, value, width] of [[10, 0xffff, 2], [12, 0xffffffff, 4], [16, 0xffffffff, 4]] as const) {
      const zip = Buffer.from(tinyDocx());
      if (width === 2) zip.writeUInt16LE(value, EOCD(zip) + offset);
      else zip.writeUInt32LE(value, EOCD(zip) + offset);
      expect(check(zip), `offset ${offset}`).toBe('zip64');
    }
    const empty = Buffer.alloc(22);
    empty.writeUInt32LE(0x06054b50, 0);
    expect(check(empty)).toBe('0 entries');
    const badSignature = Buffer.from(tinyDocx());
    badSignature.writeUInt32LE(0x12345678, centralStart(badSignature));
    expect(check(badSignature)).toBe('broken central directory');
    const oneMore = Buffer.from(tinyDocx());
    oneMore.writeUInt16LE(3, EOCD(oneMore) + 10);
    expect(check(oneMore)).toBe('broken central directory');
    const shortDirectory = Buffer.from(tinyDocx());
    shortDirectory.writeUInt32LE(shortDirectory.readUInt32LE(EOCD(shortDirectory) + 12) + 1, EOCD(shortDirectory) + 12);
    expect(check(shortDirectory)).toBe('central directory outside the file or too large');
  });

  it('draws the lines exactly: ten times the limit in all, a hundredfold past 10 MB', () => {
    const limit = 1000;
    const at = (zip: Buffer) => officeZipProblem(zip, zip.length, DOCX, limit);
    expect(at(withSizes([[10, 4000], [10, 6000]]))).toBeNull();
    expect(at(withSizes([[10, 4000], [10, 6001]]))).toBe('declares 10001 bytes uncompressed');
    const tenMb = 10 * MB;
    expect(check(withSizes([[1, tenMb - 1], [0, 1]]))).toBeNull();
    expect(check(withSizes([[55_000, 5_500_000], [55_000, 5_500_000]]))).toBeNull();
    expect(check(withSizes([[55_000, 5_500_000], [55_000, 5_500_001]]))).toBe('inflates 100 times');
    expect(check(withSizes([[1, tenMb], [0, 1]]))).toBe(`inflates ${tenMb + 1} times`);
  });

  it('reads the directory from the end of a file longer than the part it keeps', () => {
    const big = zipOf([
      ['[Content_Types].xml', 'x'.repeat(ZIP_TAIL_BYTES + 50_000)],
      ['word/document.xml', '<w:document/>'],
    ]);
    expect(big.length).toBeGreaterThan(ZIP_TAIL_BYTES);
    expect(check(big)).toBeNull();
  });

  it('knows which types are zip documents', () => {
    expect(isOfficeZip(DOCX)).toBe(true);
    expect(isOfficeZip(ODT)).toBe(true);
    expect(isOfficeZip('application/pdf')).toBe(false);
  });

  it('leaves other types alone', () => {
    expect(officeZipProblem(Buffer.from('%PDF-1.4'), 8, 'application/pdf', 20 * MB)).toBeNull();
  });
});

/** The offset of the n-th local header (entries in file order, as zipOf writes them). */
function localAt(zip: Buffer, n: number) {
  let at = 0;
  for (let i = 0; i < n; i++) at += 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28) + zip.readUInt32LE(at + 18);
  return at;
}

describe('officeZipEntriesProblem (the local headers and the inflated bytes)', () => {
  /** Both checks, as files.service.ts runs them: the stored bytes streamed in small chunks. */
  const both = async (zip: Buffer, type = DOCX) =>
    check(zip, type) ?? (await officeZipEntriesProblem(Readable.from(chunks(zip, 1000)), zip.subarray(-ZIP_TAIL_BYTES), zip.length, type));
  const chunks = (zip: Buffer, size: number) => Array.from({ length: Math.ceil(zip.length / size) }, (_, i) => zip.subarray(i * size, (i + 1) * size));

  it('accepts a DOCX and an ODT whose entries are what their central directory says', async () => {
    expect(await both(tinyDocx())).toBeNull();
    expect(await both(tinyOdt(), ODT)).toBeNull();
    expect(await both(zipOf([['[Content_Types].xml', '<Types/>'], ['word/document.xml', 'a'.repeat(2 * MB)]]))).toBeNull();
  });

  it('refuses a zip bomb whose central directory understates its size while its local header tells the truth', async () => {
    // 12 MB of text deflates to ~12 KB; the central directory claims 13 bytes, so the directory
    // check alone passes it (13 bytes in all, no large ratio).
    const bomb = zipOf([['[Content_Types].xml', '<Types/>'], ['word/document.xml', 'a'.repeat(12 * MB)]]);
    const central = centralStart(bomb) + 46 + '[Content_Types].xml'.length;
    bomb.writeUInt32LE(13, central + 24);
    expect(check(bomb)).toBeNull();
    expect(bomb.readUInt32LE(localAt(bomb, 1) + 22)).toBe(12 * MB);
    expect(await both(bomb)).toBe(`local header at ${localAt(bomb, 1)} declares other sizes`);
  });

  it('refuses an entry whose central directory and local header both lie, stopping the inflation past the declared size', async () => {
    const bomb = zipOf([['[Content_Types].xml', '<Types/>'], ['word/document.xml', 'a'.repeat(12 * MB)]]);
    const central = centralStart(bomb) + 46 + '[Content_Types].xml'.length;
    bomb.writeUInt32LE(13, central + 24);
    bomb.writeUInt32LE(13, localAt(bomb, 1) + 22);
    expect(check(bomb)).toBeNull();
    expect(await both(bomb)).toBe(`entry at ${localAt(bomb, 1)} inflates past its declared 13 bytes`);
  });

  it('refuses an entry that inflates to fewer bytes than declared, data that does not inflate, and a missing local header', async () => {
    const short = zipOf([['[Content_Types].xml', '<Types/>'], ['word/document.xml', '<w:document/>']]);
    const central = centralStart(short) + 46 + '[Content_Types].xml'.length;
    short.writeUInt32LE(14, central + 24);
    short.writeUInt32LE(14, localAt(short, 1) + 22);
    expect(await both(short)).toBe(`entry at ${localAt(short, 1)} inflates to 13 bytes, not 14`);
    const garbage = Buffer.from(tinyDocx());
    const data = localAt(garbage, 1) + 30 + 'word/document.xml'.length;
    garbage.fill(0xff, data, data + 8);
    expect(await both(garbage)).toBe(`entry at ${localAt(garbage, 1)} does not inflate`);
    const moved = Buffer.from(tinyDocx());
    moved.writeUInt32LE(0x12345678, localAt(moved, 1));
    expect(await both(moved)).toBe(`no local header at ${localAt(moved, 1)}`);
  });

  it('takes the sizes from the central directory when the local header defers them to a data descriptor', async () => {
    const zip = Buffer.from(tinyDocx());
    const local = localAt(zip, 1);
    zip.writeUInt16LE(0x0008, local + 6);
    zip.fill(0, local + 14, local + 26);
    expect(await both(zip)).toBeNull();
  });
});
