import { createPdf, FONT } from './pdf';

/** A one-page PDF with a title and a line of text (platform/pdf, no letterhead), for demo full texts. */
export function demoPdf(title: string, subtitle: string): Promise<Buffer> {
  const pdf = createPdf({ title, pageNumbers: false });
  pdf.doc.font(FONT.bold).fontSize(18).text(title);
  pdf.doc.moveDown(0.5);
  pdf.doc.font(FONT.regular).fontSize(11).text(subtitle);
  return pdf.finish();
}
