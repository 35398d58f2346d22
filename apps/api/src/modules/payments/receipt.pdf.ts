import PDFDocument from 'pdfkit';
import { formatCents } from '@portal/domain/money';
import { paymentMethodLabels, receiptLabel, type PaymentMethod } from '@portal/domain/payments';

export type ReceiptData = {
  year: number;
  number: number;
  issuedAt: Date;
  person: { firstName: string; lastName: string; document: string; email: string };
  method: PaymentMethod;
  amountCents: number;
  lines: { description: string; amountCents: number }[];
};

const dateFormat = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Argentina/Buenos_Aires' });

/** The receipt (comprobante) of an approved payment as a PDF, in Spanish. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const label = receiptLabel(data.year, data.number);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Comprobante de pago N.º ${label}`, Author: 'Asociación Académica', Subject: label } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text('Asociación Académica');
  doc.moveDown(0.5);
  doc.fontSize(14).text(`Comprobante de pago N.º ${label}`);
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  doc.text(`Fecha: ${dateFormat.format(data.issuedAt)}`);
  doc.text(`Recibimos de: ${data.person.lastName}, ${data.person.firstName}`);
  doc.text(`Documento: ${data.person.document}`);
  doc.text(`Correo electrónico: ${data.person.email}`);
  doc.text(`Medio de pago: ${paymentMethodLabels[data.method]}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Conceptos');
  doc.font('Helvetica');
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const line of data.lines) {
    const y = doc.y;
    doc.text(line.description, left, y, { width: width - 130 });
    const after = doc.y;
    doc.text(formatCents(line.amountCents), left + width - 120, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`Total: ${formatCents(data.amountCents)}`, left, doc.y, { width, align: 'right' });
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text('Comprobante emitido por el portal de la Asociación. Los comprobantes se numeran en forma consecutiva por año.', left, doc.y, { width });
  doc.end();
  return done;
}
