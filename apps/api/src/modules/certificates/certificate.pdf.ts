import { printedText, type CertificatePrint } from '@portal/domain/certificate-settings';
import { certificateKindLabels, type CertificateFacts } from '@portal/domain/certificates';
import { createPdf, FONT, formatLongDate, qr, type Letterhead } from '../../platform/pdf';

export type CertificatePdfData = {
  code: string;
  facts: CertificateFacts;
  issuedAt: Date;
  /** The verification page's full address: the QR encodes it and it is printed under it. */
  verificationUrl: string;
  /** The text and signers it was issued with (null: the portal's sentence, no signers). */
  print: CertificatePrint | null;
  /** The signers' images by file id. */
  signatures?: Map<string, Buffer>;
  /** A sample (the settings' preview): «MUESTRA SIN VALIDEZ» at the foot. */
  sample?: boolean;
};

const QR_SIZE = 96;
const SIGNATURE_HEIGHT = 40;
/** The signers' band above the foot: the image, a rule, the name and the role. */
const SIGNERS_HEIGHT = SIGNATURE_HEIGHT + 44;

/**
 * A certificate as a one-page A4 landscape PDF (issue 32): the letterhead, the kind, the holder's
 * name exactly as typed (Noto Sans: Latin Extended prints as typed), what it certifies (its scope's
 * text, or the portal's sentence), the place and date in Spanish, up to three signers (signature
 * image, name, role), and at the foot the code and a QR code to the verification page with its
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
  const footTop = bottom - QR_SIZE;
  const signers = data.print?.signers ?? [];
  const bodyBottom = signers.length ? footTop - SIGNERS_HEIGHT - 12 : footTop - 8;
  // The sentence, smaller when a long text would reach the signers.
  const sentence = printedText(data.facts, data.print?.text);
  const sentenceWidth = width - 80;
  let size = 13;
  doc.font(FONT.regular);
  while (size > 9 && doc.y + doc.fontSize(size).heightOfString(sentence, { width: sentenceWidth, align: 'center' }) + size * 2.4 > bodyBottom) size -= 0.5;
  doc.fontSize(size).text(sentence, left + 40, doc.y, { width: sentenceWidth, align: 'center' });
  doc.moveDown(1);
  doc.text(`Buenos Aires, ${formatLongDate(data.issuedAt)}`, left, doc.y, centred);

  if (signers.length) drawSigners(doc, signers, data.signatures ?? new Map(), left, width, footTop - SIGNERS_HEIGHT - 4);

  // The foot: the QR at the left, the code and the address beside it.
  qr(doc, data.verificationUrl, left, footTop, QR_SIZE);
  const textLeft = left + QR_SIZE + 12;
  const textWidth = width - QR_SIZE - 12;
  doc.font(FONT.bold).fontSize(11).fillColor('#000').text(`Código: ${data.code}`, textLeft, footTop + 22, { width: textWidth, lineBreak: false });
  doc.font(FONT.regular).fontSize(9).fillColor('#333').text('Verifique este certificado en:', textLeft, footTop + 42, { width: textWidth, lineBreak: false });
  doc.text(data.verificationUrl, textLeft, footTop + 55, { width: textWidth, lineBreak: false });
  if (data.sample) drawSampleMark(doc, left, width, footTop + 34);
  return pdf.finish();
}

/** Up to three signers side by side, centred: the signature image above a rule, the name and the role under it. */
function drawSigners(doc: PDFKit.PDFDocument, signers: CertificatePrint['signers'], images: Map<string, Buffer>, left: number, width: number, top: number) {
  const column = Math.min(230, width / signers.length);
  const start = left + (width - column * signers.length) / 2;
  signers.forEach((signer, i) => {
    const x = start + i * column + 10;
    const w = column - 20;
    const image = signer.signatureFileId ? images.get(signer.signatureFileId) : undefined;
    if (image) {
      try {
        doc.image(image, x, top, { fit: [w, SIGNATURE_HEIGHT], align: 'center', valign: 'bottom' });
      } catch {
        // An image pdfkit cannot read prints no signature rather than failing the certificate.
      }
    }
    const ruleY = top + SIGNATURE_HEIGHT + 4;
    doc.save().moveTo(x, ruleY).lineTo(x + w, ruleY).lineWidth(0.6).strokeColor('#555555').stroke().restore();
    doc.font(FONT.bold).fontSize(10).fillColor('#000').text(signer.name, x, ruleY + 4, { width: w, align: 'center', height: 13, ellipsis: true });
    doc.font(FONT.regular).fontSize(9).fillColor('#333').text(signer.role, x, ruleY + 18, { width: w, align: 'center', height: 22, ellipsis: true });
  });
}

/** «MUESTRA SIN VALIDEZ» in red at the foot's right, so a preview is never taken for a certificate. */
function drawSampleMark(doc: PDFKit.PDFDocument, left: number, width: number, top: number) {
  doc.save();
  doc.font(FONT.bold).fontSize(20).fillColor('#b71c1c');
  doc.text('MUESTRA SIN VALIDEZ', left, top, { width, align: 'right', lineBreak: false });
  doc.restore();
}
