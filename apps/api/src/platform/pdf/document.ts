import PDFDocument from 'pdfkit';
import { FONT, fontBytes } from './fonts';
import { drawLetterhead, type Letterhead } from './letterhead';

export type PdfOptions = {
  /** The document's title (its properties; also what a viewer shows in its title bar). */
  title: string;
  subject?: string;
  /** A4 portrait (default) or landscape. */
  layout?: 'portrait' | 'landscape';
  /** Printed at the top of the first page; absent for documents the association does not issue. */
  letterhead?: Letterhead;
  /** "Página x de y" at the foot of every page (default true). */
  pageNumbers?: boolean;
  /** Page margins in points (default 56, about 2 cm). */
  margin?: number;
};

export type Pdf = {
  doc: PDFKit.PDFDocument;
  /** Left edge and width of the text area. */
  left: number;
  width: number;
  /** Numbers the pages, ends the document and resolves with its bytes. */
  finish(): Promise<Buffer>;
};

const FOOTER_SIZE = 8;

/**
 * A new A4 document in Noto Sans (`FONT.regular`, `FONT.bold`), with the letterhead drawn and the
 * pages kept in memory (pdfkit's bufferPages) so that `finish()` can write "Página x de y" once the
 * number of pages is known.
 */
export function createPdf(options: PdfOptions): Pdf {
  const margin = options.margin ?? 56;
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin,
    bufferPages: true,
    // pdfkit writes every key it is given: an undefined one would break it.
    info: { Title: options.title, ...(options.letterhead && { Author: options.letterhead.name }), ...(options.subject && { Subject: options.subject }) },
  });
  const fonts = fontBytes();
  for (const name of [FONT.bold, FONT.regular]) {
    doc.registerFont(name, name === FONT.bold ? fonts.bold : fonts.regular);
    doc.font(name);
    shareFontkitFont(doc, name);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (options.letterhead) drawLetterhead(doc, options.letterhead);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  return {
    doc,
    left,
    width,
    finish() {
      if (options.pageNumbers ?? true) numberPages(doc);
      doc.end();
      return done;
    },
  };
}

type FontkitFont = { layout(text: string, features?: Record<string, boolean> | string[]): unknown; createSubset(): unknown };
type EmbeddedFont = { font: FontkitFont; subset: unknown };

/** One fontkit font per font name for the whole process (see `shareFontkitFont`). */
const fontkitFonts = new Map<string, FontkitFont>();

/**
 * pdfkit opens a registered font once per document, as a new fontkit font; that font reads its
 * OpenType tables (GSUB and GPOS: Noto Sans covers many scripts) the first time it lays text out,
 * which took about as long as all the rest of a one-page document. The first document's fontkit
 * font is kept and given to the next ones (each keeps its own subset of glyphs to embed).
 *
 * That font also lays text out with `ccmp` off: Noto Sans's `ccmp` splits some precomposed
 * letters into a base glyph and a combining mark (ị becomes i + dot below), and pdfkit maps each
 * glyph to one text (the first it met), so a document that printed "i" before would copy "Thị" as
 * "Thi". With `ccmp` off the font's own precomposed glyph is used (the portal's text is NFC), and
 * copying, searching and pdftotext read the name as typed.
 */
function shareFontkitFont(doc: PDFKit.PDFDocument, name: string): void {
  const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
  let shared = fontkitFonts.get(name);
  if (!shared) {
    shared = embedded.font;
    const layout = shared.layout.bind(shared);
    shared.layout = (text, features) =>
      layout(text, Array.isArray(features) ? Object.fromEntries([['ccmp', false], ...features.map((f) => [f, true])]) : { ccmp: false, ...features });
    fontkitFonts.set(name, shared);
  }
  embedded.font = shared;
  embedded.subset = shared.createSubset();
}

/** "Página x de y" centred in the bottom margin of every buffered page. */
function numberPages(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins, width, height } = doc.page;
    // Text below the bottom margin would make pdfkit start a new page: lift the margin while writing it.
    const bottom = margins.bottom;
    margins.bottom = 0;
    doc.font(FONT.regular).fontSize(FOOTER_SIZE).fillColor('#555555');
    doc.text(`Página ${i - range.start + 1} de ${range.count}`, margins.left, height - bottom / 2 - FOOTER_SIZE / 2, {
      width: width - margins.left - margins.right,
      align: 'center',
      lineBreak: false,
    });
    margins.bottom = bottom;
  }
  doc.fillColor('#000000');
}
