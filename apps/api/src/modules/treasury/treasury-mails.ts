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

/** Treasury gave back money the member paid beyond a charge (a credit refunded). */
export function creditRefundedMail(
  person: Person,
  r: { amountCents: number; charge: string; receipt: { year: number; number: number } | null; note: string; refundOnly?: boolean },
  publicUrl: string,
  supportEmail: string,
): MailMessage {
  const origin = r.receipt ? ` del pago del comprobante N.º ${receiptLabel(r.receipt.year, r.receipt.number)}` : '';
  return personalMail(
    person,
    'Tesorería le devolvió un saldo a favor',
    [
      {
        paragraph: r.refundOnly
          ? `Tesorería le devolvió ${formatCents(r.amountCents)} de su pago en línea observado, que no se aplicó a sus cargos.`
          : `Tesorería le devolvió ${formatCents(r.amountCents)} que había pagado de más por «${r.charge}»${origin}.`,
      },
      { paragraph: `Nota de Tesorería: ${r.note}` },
      { paragraph: 'El comprobante de aquel pago no cambia; la devolución figura junto a él en «Mis pagos».' },
      { button: { label: 'Ver mis pagos', href: `${publicUrl}/dashboard/mis-pagos` } },
    ],
    supportEmail,
  );
}

/**
 * Treasury decided to give back a flagged online payment (`resolveFlaggedPayment`, REFUND): the
 * money pays nothing and will be returned; another mail says when it was.
 */
export function flaggedRefundMail(person: Person, p: { amountCents: number; note: string }, publicUrl: string, supportEmail: string): MailMessage {
  return personalMail(
    person,
    'Tesorería le devolverá un pago en línea',
    [
      { paragraph: `Mercado Pago nos informó un pago suyo de ${formatCents(p.amountCents)} que no coincidía con lo que correspondía pagar, y Tesorería lo revisó.` },
      { paragraph: 'Ese dinero no se aplicó a ninguno de sus cargos: Tesorería se lo devolverá, y le avisaremos por correo cuando la devolución esté hecha. Sus cargos siguen como estaban.' },
      { paragraph: `Nota de Tesorería: ${p.note}` },
      { button: { label: 'Ver mi estado de cuenta', href: `${publicUrl}/dashboard/estado-cuenta` } },
    ],
    supportEmail,
  );
}
