import { certificateKindLabels, certifiedText, type CertificateFacts } from '@portal/domain/certificates';
import { createPdf, FONT, formatLongDate, qr, type Letterhead } from '../../platform/pdf';

export type CertificatePdfData = {
  code: string;
  facts: CertificateFacts;
  issuedAt: Date;
  /** The verification page's full address: the QR encodes it and it is printed under it. */
  verificationUrl: string;
};

const QR_SIZE = 96;

/**
 * A certificate as a one-page A4 landscape PDF (issue 32): the letterhead, the kind, the holder's
 * name exactly as typed (Noto Sans: Latin Extended prints as typed), what it certifies, the place
 * and date in Spanish, and at the foot the code and a QR code to the verification page with its
 * address in plain text.
 */
export function renderCertificatePdf(data: CertificatePdfData, letterhead: Letterhead): Promise<Buffer> {
  const kindLabel = certificateKindLabels[data.facts.kind];
  const pdf = createPdf({ title: `Certificado ${data.code}`, subject: `Certificado: ${kindLabel}`, layout: 'landscape', letterhead, pageNumbers: false, margin: 48 });
  const { doc, left, width } = pdf;
  const bottom = doc.page.height - doc.page.margins.bottom;
  const centred = { width, align: 'center' as const };

  doc.moveDown(0.5);
  doc.font(FONT.bold).fontSize(26).fillColor('#1f3a5f').text('CERTIFICADO', left, doc.y, centred);
  doc.font(FONT.regular).fontSize(13).fillColor('#333').text(kindLabel, left, doc.y + 2, centred);
  doc.moveDown(1.2);
  doc.fontSize(13).fillColor('#000').text('Se certifica que', left, doc.y, centred);
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(24).text(data.facts.holderName, left, doc.y, centred);
  doc.moveDown(0.4);
  doc.font(FONT.regular).fontSize(13).text(`${certifiedText(data.facts)}.`, left + 40, doc.y, { width: width - 80, align: 'center' });
  doc.moveDown(1);
  doc.text(`Buenos Aires, ${formatLongDate(data.issuedAt)}`, left, doc.y, centred);

  // The foot: the QR at the left, the code and the address beside it.
  const footTop = bottom - QR_SIZE;
  qr(doc, data.verificationUrl, left, footTop, QR_SIZE);
  const textLeft = left + QR_SIZE + 12;
  const textWidth = width - QR_SIZE - 12;
  doc.font(FONT.bold).fontSize(11).fillColor('#000').text(`Código: ${data.code}`, textLeft, footTop + 22, { width: textWidth, lineBreak: false });
  doc.font(FONT.regular).fontSize(9).fillColor('#333').text('Verifique este certificado en:', textLeft, footTop + 42, { width: textWidth, lineBreak: false });
  doc.text(data.verificationUrl, textLeft, footTop + 55, { width: textWidth, lineBreak: false });
  return pdf.finish();
}
