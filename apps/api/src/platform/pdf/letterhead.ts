import { readFileSync } from 'node:fs';
import type { Config } from '../../config';
import { FONT } from './fonts';

/** Who issues a document: printed at the top of its first page. */
export type Letterhead = {
  name: string;
  address: string;
  cuit: string;
  /** PNG or JPEG bytes; absent: the portal's mark (the favicon's blue square with the initials). */
  logo?: Buffer;
};

const logos = new Map<string, Buffer>();

/**
 * The letterhead from the configuration (ASSOCIATION_NAME, ASSOCIATION_ADDRESS, ASSOCIATION_CUIT,
 * ASSOCIATION_LOGO): the one place a document learns who issues it. The logo file is read once.
 */
export function letterheadOf(association: Config['association']): Letterhead {
  const { name, address, cuit, logoFile } = association;
  if (!logoFile) return { name, address, cuit };
  let logo = logos.get(logoFile);
  if (!logo) {
    logo = readFileSync(logoFile);
    logos.set(logoFile, logo);
  }
  return { name, address, cuit, logo };
}

/** "AA" for "Asociación Académica": the first letters of the first two words that start with a capital. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  return (words.length ? words : name.split(/\s+/)).slice(0, 2).map((w) => w[0]).join('').toUpperCase();
}

const LOGO_SIZE = 48;

/** Draws the letterhead at the top margin of the current page and leaves `doc.y` below its rule. */
export function drawLetterhead(doc: PDFKit.PDFDocument, letterhead: Letterhead): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const width = doc.page.width - left - doc.page.margins.right;
  if (letterhead.logo) {
    doc.image(letterhead.logo, left, top, { fit: [LOGO_SIZE, LOGO_SIZE] });
  } else {
    doc.save();
    doc.roundedRect(left, top, LOGO_SIZE, LOGO_SIZE, 9).fill('#1a4f8b');
    doc.font(FONT.bold).fontSize(20).fillColor('#ffffff');
    const initials = initialsOf(letterhead.name);
    doc.text(initials, left, top + (LOGO_SIZE - doc.currentLineHeight()) / 2, { width: LOGO_SIZE, align: 'center', lineBreak: false });
    doc.restore();
  }
  const textLeft = left + LOGO_SIZE + 12;
  const textWidth = width - LOGO_SIZE - 12;
  doc.fillColor('#000000').font(FONT.bold).fontSize(16).text(letterhead.name, textLeft, top, { width: textWidth });
  doc.font(FONT.regular).fontSize(9).fillColor('#444444');
  doc.text(letterhead.address, textLeft, doc.y + 2, { width: textWidth });
  doc.text(`CUIT ${letterhead.cuit}`, textLeft, doc.y, { width: textWidth });
  const ruleY = Math.max(doc.y, top + LOGO_SIZE) + 8;
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(0.75).strokeColor('#1a4f8b').stroke();
  doc.fillColor('#000000').strokeColor('#000000');
  doc.x = left;
  doc.y = ruleY + 16;
}
