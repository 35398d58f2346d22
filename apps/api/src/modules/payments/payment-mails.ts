import { formatDay } from '@portal/domain/dates';
import { formatCents } from '@portal/domain/money';
import { receiptLabel } from '@portal/domain/payments';
import { personalMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mail';

type Person = { email: string; firstName: string };

/** The member's payment was approved: amount, receipt number, where to download it (and treasury's note, if any). */
export function paymentApprovedMail(
  person: Person,
  p: { amountCents: number; concepts: string[]; receipt: { year: number; number: number }; note?: string | null },
  publicUrl: string,
  supportEmail: string,
): MailMessage {
  return personalMail(
    person,
    'Su pago fue aprobado',
    [
      { paragraph: `Recibimos su pago de ${formatCents(p.amountCents)} y quedó aprobado. Comprobante N.º ${receiptLabel(p.receipt.year, p.receipt.number)}.` },
      { paragraph: `Conceptos: ${p.concepts.join('; ')}.` },
      ...(p.note ? [{ paragraph: `Nota de Tesorería: ${p.note}` }] : []),
      { paragraph: 'Puede descargar el comprobante en «Mis pagos».' },
      { button: { label: 'Ver mis pagos', href: `${publicUrl}/dashboard/mis-pagos` } },
    ],
    supportEmail,
  );
}

/**
 * The payment was not approved: an online one by the provider (nothing was charged), or a reported
 * one by treasury, with its note saying why (`note` present).
 */
export function paymentRejectedMail(person: Person, p: { amountCents: number; note?: string | null }, publicUrl: string, supportEmail: string): MailMessage {
  if (p.note) {
    return personalMail(
      person,
      'Su pago no fue aprobado',
      [
        { paragraph: `Tesorería revisó su informe de pago de ${formatCents(p.amountCents)} y no pudo aprobarlo. Sus cargos siguen pendientes.` },
        { paragraph: `Motivo: ${p.note}` },
        { paragraph: 'Puede informar el pago nuevamente, con el comprobante correcto, desde su estado de cuenta.' },
        { button: { label: 'Ver mi estado de cuenta', href: `${publicUrl}/dashboard/estado-cuenta` } },
      ],
      supportEmail,
    );
  }
  return personalMail(
    person,
    'Su pago no fue aprobado',
    [
      { paragraph: `El pago en línea de ${formatCents(p.amountCents)} no fue aprobado por el medio de pago. Sus cargos siguen pendientes.` },
      { paragraph: 'Puede intentarlo nuevamente desde su estado de cuenta.' },
      { button: { label: 'Ver mi estado de cuenta', href: `${publicUrl}/dashboard/estado-cuenta` } },
    ],
    supportEmail,
  );
}

/** The member reported a payment: we have it, and treasury will review it. */
export function paymentReceivedMail(
  person: Person,
  p: { amountCents: number; reportedAmountCents: number; concepts: string[]; informedDay: string; methodLabel: string },
  publicUrl: string,
  supportEmail: string,
): MailMessage {
  return personalMail(
    person,
    'Recibimos su informe de pago',
    [
      { paragraph: `Recibimos su informe de un pago de ${formatCents(p.reportedAmountCents)} (${p.methodLabel.toLowerCase()}) del ${formatDay(p.informedDay)}, con su comprobante.` },
      { paragraph: `Conceptos: ${p.concepts.join('; ')}.` },
      ...(p.reportedAmountCents !== p.amountCents ? [{ paragraph: `Los cargos elegidos suman ${formatCents(p.amountCents)}; Tesorería verificará la diferencia.` }] : []),
      { paragraph: 'Tesorería lo revisará y le avisaremos por correo cuando esté aprobado. Mientras tanto, sus cargos figuran «En revisión».' },
      { button: { label: 'Ver mis pagos', href: `${publicUrl}/dashboard/mis-pagos` } },
    ],
    supportEmail,
  );
}
