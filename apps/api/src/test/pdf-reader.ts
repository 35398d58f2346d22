// Tests read the PDFs they make back with Debian's poppler-utils (pdftotext, pdftoppm, pdffonts,
// pdfinfo): .ci/run installs the package when pdftotext is missing.
import { execFileSync } from 'node:child_process';
import jsQR from 'jsqr';

function poppler(command: string, args: string[], pdf: Buffer): Buffer {
  try {
    return execFileSync(command, [...args], { input: pdf, maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${command} is missing: the PDF tests read documents back with Debian's poppler-utils (apt-get install -y poppler-utils)`, { cause: error });
    }
    throw error;
  }
}

/**
 * The text of each page (pdftotext): `layout` keeps the columns of a line on that line; `raw` keeps
 * the order the text was drawn in.
 */
export function pdfPages(pdf: Buffer, { layout = false, raw = false } = {}): string[] {
  const mode = layout ? ['-layout'] : raw ? ['-raw'] : [];
  const text = poppler('pdftotext', [...mode, '-enc', 'UTF-8', '-', '-'], pdf).toString('utf8');
  return text.split('\f').slice(0, -1);
}

/** The non-empty lines of the whole text, trimmed, with runs of spaces made one. */
export function pdfLines(pdf: Buffer, options: { layout?: boolean; raw?: boolean } = {}): string[] {
  return pdfPages(pdf, options)
    .join('\n')
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** pdfinfo's fields: "Pages", "Page size", "Title", … */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const text = poppler('pdfinfo', ['-'], pdf).toString('utf8');
  return Object.fromEntries(text.split('\n').filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
}

/** The fonts the document uses, with whether each is embedded: pdffonts' table. */
export function pdfFonts(pdf: Buffer): { name: string; embedded: boolean }[] {
  const lines = poppler('pdffonts', ['-'], pdf).toString('utf8').split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const cells = line.trim().split(/\s+/);
    // name, type (one or two words), encoding, emb, sub, uni, object, id: read from the end.
    return { name: cells[0], embedded: cells[cells.length - 5] === 'yes' };
  });
}

/** Page `page` (from 1) rendered by pdftoppm as grey levels, then the text of the QR code found in it (jsQR), or null. */
export function readQr(pdf: Buffer, page = 1, dpi = 150): string | null {
  const pgm = poppler('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-gray', '-'], pdf);
  // Binary PGM: "P5", width, height, maximum value, each followed by one whitespace, then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not answer a binary PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = pixels[i];
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}
