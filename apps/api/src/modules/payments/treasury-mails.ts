import { formatDay } from '@portal/domain/dates';
import { formatCents } from '@portal/domain/money';
import { paymentMethodLabels, receiptLabel, type PaymentMethod } from '@portal/domain/payments';
import type { MailMessage } from '../../platform/mail';
import { personalMail } from '../../platform/mail-layout';

type Person = { email: string; firstName: string };

/** Treasury recorded a payment of the member (generatePayment with notify): the receipt, by link. */
export function paymentRecordedMail(
  person: Person,
  p: { amountCents: number; concepts: string[]; method: PaymentMethod; informedDay: string; receipt: { year: number; number: number }; receiptUrl: string },
  publicUrl: string,
  supportEmail: string,
): MailMessage {
  return personalMail(
    person,
    'Tesorería registró su pago',
    [
      {
        paragraph: `Tesorería registró su pago de ${formatCents(p.amountCents)} (${paymentMethodLabels[p.method]}, del ${formatDay(p.informedDay)}). Comprobante N.º ${receiptLabel(p.receipt.year, p.receipt.number)}.`,
      },
      { paragraph: `Conceptos: ${p.concepts.join('; ')}.` },
      { button: { label: 'Descargar el comprobante (PDF)', href: p.receiptUrl } },
      { paragraph: 'El enlace vence en 30 días; el comprobante queda siempre disponible en «Mis pagos».' },
      { button: { label: 'Ver mis pagos', href: `${publicUrl}/dashboard/mis-pagos` } },
    ],
    supportEmail,
  );
}
