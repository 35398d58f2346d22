import type { FastifyInstance } from 'fastify';
import { receiptLabel } from '@portal/domain/payments';
import type { Services } from '../../platform/services';
import { associationLetterhead } from '../association/association.read';
import { receiptOf } from './payments.service';
import { renderReceiptPdf } from './receipt.pdf';
import { verifyReceiptSignature } from './receipt-urls';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /comprobantes/{paymentId}?exp=…&sig=…`: the receipt PDF of an approved payment, through a
 * short-lived link that only the payment's owner is given (`Payment.receiptUrl`), as stored files are.
 */
export function registerReceiptRoute(server: FastifyInstance, services: Services) {
  server.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>('/comprobantes/:id', { compress: false }, async (req, reply) => {
    const { id } = req.params;
    if (!UUID.test(id) || !verifyReceiptSignature(services.config.jwtSecret, id, req.query.exp, req.query.sig)) {
      return reply.status(403).send({ error: 'El enlace venció o no es válido.' });
    }
    const found = await receiptOf(services.database.db, id);
    if (!found) return reply.status(404).send({ error: 'No encontrado' });
    const { payment, person } = found;
    const pdf = await renderReceiptPdf({
      year: payment.receipt!.year,
      number: payment.receipt!.number,
      issuedAt: payment.receipt!.issuedAt,
      person,
      method: payment.method,
      amountCents: payment.amountCents,
      lines: payment.charges.map((c) => ({ description: c.description, amountCents: c.amountCents })),
    }, await associationLetterhead(services.database.db, services.storage, services.config));
    const name = `comprobante-${receiptLabel(payment.receipt!.year, payment.receipt!.number)}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(pdf.length))
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(pdf);
  });
}
