import { describe, expect, it } from 'vitest';
import { officeZipProblem, ZIP_TAIL_BYTES } from './office-zip';
import { tinyDocx, tinyOdt, zipOf } from './files.test-support';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ODT = 'application/vnd.oasis.opendocument.text';
const MB = 1024 * 1024;
const check = (zip: Buffer, type = DOCX) => officeZipProblem(zip.subarray(-ZIP_TAIL_BYTES), zip.length, type, 20 * MB);

/** The offset of the first central directory entry. */
const centralStart = (zip: Buffer) => zip.readUInt32LE(zip.length - 22 + 16);

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

  it('leaves other types alone', () => {
    expect(officeZipProblem(Buffer.from('%PDF-1.4'), 8, 'application/pdf', 20 * MB)).toBeNull();
  });
});
