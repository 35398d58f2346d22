import { paymentMethodLabels, receiptLabel, type PaymentMethod } from '@portal/domain/payments';
import { createPdf, FONT, formatDate, formatMoney, type Letterhead } from '../../platform/pdf';

export type ReceiptData = {
  year: number;
  number: number;
  issuedAt: Date;
  person: { firstName: string; lastName: string; document: string; email: string };
  method: PaymentMethod;
  amountCents: number;
  lines: { description: string; amountCents: number }[];
};

/** The receipt (comprobante) of an approved payment as a PDF, in Spanish, on the association's letterhead. */
export function renderReceiptPdf(data: ReceiptData, letterhead: Letterhead): Promise<Buffer> {
  const label = receiptLabel(data.year, data.number);
  const pdf = createPdf({ title: `Comprobante de pago N.º ${label}`, subject: label, letterhead });
  const { doc, left, width } = pdf;
  doc.font(FONT.bold).fontSize(14).text(`Comprobante de pago N.º ${label}`);
  doc.moveDown();
  doc.font(FONT.regular).fontSize(11);
  doc.text(`Fecha: ${formatDate(data.issuedAt)}`);
  doc.text(`Recibimos de: ${data.person.lastName}, ${data.person.firstName}`);
  doc.text(`Documento: ${data.person.document}`);
  doc.text(`Correo electrónico: ${data.person.email}`);
  doc.text(`Medio de pago: ${paymentMethodLabels[data.method]}`);
  doc.moveDown();
  doc.font(FONT.bold).text('Conceptos');
  doc.font(FONT.regular);
  for (const line of data.lines) {
    const y = doc.y;
    doc.text(line.description, left, y, { width: width - 130 });
    const after = doc.y;
    doc.text(formatMoney(line.amountCents), left + width - 120, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
  }
  doc.moveDown();
  doc.font(FONT.bold).text(`Total: ${formatMoney(data.amountCents)}`, left, doc.y, { width, align: 'right' });
  doc.moveDown(2);
  doc.font(FONT.regular).fontSize(9).fillColor('#555').text('Comprobante emitido por el portal de la Asociación. Los comprobantes se numeran en forma consecutiva por año.', left, doc.y, { width });
  return pdf.finish();
}
