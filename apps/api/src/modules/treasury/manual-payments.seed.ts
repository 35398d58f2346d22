import { Readable } from 'node:stream';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { formatCents } from '@portal/domain/money';
import type { PaymentMethod } from '@portal/domain/payments';
import { charges } from '../../db/schema/charges';
import { paymentReports } from '../../db/schema/payment-reports';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { createPdf, FONT } from '../../platform/pdf';
import type { SeedContext, Tx } from '../../platform/seed-context';
import { setOwnedFiles, storeUpload } from '../files/files.service';
import { solidPng } from '../../platform/solid-png';
import { approvePayment, closePayment, openPayment } from '../payments/payments.service';
import { formatReference, transferReferenceOf } from '../payments/payments.service';

/** A one-page bank transfer voucher as a PDF (platform/pdf, no letterhead): the first line as its title. */
export function demoTransferPdf(lines: string[]): Promise<Buffer> {
  const pdf = createPdf({ title: lines[0], pageNumbers: false });
  lines.forEach((line, i) => pdf.doc.font(i === 0 ? FONT.bold : FONT.regular).fontSize(i === 0 ? 16 : 11).text(line, { paragraphGap: 6 }));
  return pdf.finish();
}

type Plan = { outcome: 'UNDER_REVIEW' | 'APPROVED' | 'REJECTED'; method: PaymentMethod; file: 'pdf' | 'png'; daysAgo: number; note: string | null; decisionNote?: string; reportedDelta?: number };

const PLANS: Plan[] = [
  { outcome: 'UNDER_REVIEW', method: 'TRANSFERENCIA', file: 'pdf', daysAgo: 1, note: 'Transferí desde mi cuenta del Banco Nación.' },
  { outcome: 'UNDER_REVIEW', method: 'TRANSFERENCIA', file: 'png', daysAgo: 2, note: null },
  { outcome: 'UNDER_REVIEW', method: 'TRANSFERENCIA', file: 'pdf', daysAgo: 3, note: 'La transferencia salió de la cuenta de mi pareja.', reportedDelta: -500_000 },
  { outcome: 'UNDER_REVIEW', method: 'EFECTIVO', file: 'png', daysAgo: 4, note: 'Pagué en la secretaría durante las jornadas.' },
  { outcome: 'UNDER_REVIEW', method: 'OTRO', file: 'pdf', daysAgo: 5, note: 'Depósito por ventanilla.' },
  { outcome: 'APPROVED', method: 'TRANSFERENCIA', file: 'pdf', daysAgo: 12, note: null, decisionNote: 'Verificado en el extracto bancario.' },
  { outcome: 'APPROVED', method: 'EFECTIVO', file: 'png', daysAgo: 15, note: 'Pagado en mano a Tesorería.' },
  { outcome: 'APPROVED', method: 'TRANSFERENCIA', file: 'pdf', daysAgo: 20, note: null },
  { outcome: 'REJECTED', method: 'TRANSFERENCIA', file: 'pdf', daysAgo: 9, note: null, decisionNote: 'El comprobante corresponde a otra cuenta de destino. Verifique el CBU y vuelva a informarlo.' },
  { outcome: 'REJECTED', method: 'TRANSFERENCIA', file: 'png', daysAgo: 10, note: 'Adjunto captura del home banking.', decisionNote: 'La imagen no permite leer el importe ni la fecha. Suba el comprobante completo.' },
];

/**
 * A member's report of a payment under review over one pending charge, as the report form leaves
 * it: the receipt (a voucher PDF naming the member's reference code, or an image) stored as a
 * PAYMENT_RECEIPT file and attached to the payment when the seed has file storage, and the
 * reported amount kept (`reportedDelta` off the charge's). `index` varies the voucher's operation
 * number and the image's colour. Every demo seed that creates reported payments goes through here.
 */
export async function seedReportedPayment(
  tx: Tx,
  ctx: SeedContext,
  o: { userId: string; chargeId: number; method: PaymentMethod; day: string; at?: Date; note: string | null; file: 'pdf' | 'png'; reportedDelta?: number; index: number },
): Promise<{ id: string; amountCents: number }> {
  const [person] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, o.userId));
  const [charge] = await tx.select({ amountCents: charges.amountCents, description: charges.description }).from(charges).where(eq(charges.id, o.chargeId));
  const reference = formatReference(await transferReferenceOf(tx, o.userId));
  let stored = null;
  if (ctx.storage) {
    const bytes =
      o.file === 'pdf'
        ? await demoTransferPdf([
            'Comprobante de transferencia',
            `Fecha: ${o.day.split('-').reverse().join('/')}`,
            `Ordenante: ${person.firstName} ${person.lastName}`,
            'Destinatario: Asociación Académica - CBU 0110599520000001234567',
            `Importe: ${formatCents(charge.amountCents + (o.reportedDelta ?? 0))}`,
            `Concepto: ${reference} ${charge.description}`,
            `Operación N.º ${String(48_200_000 + o.index * 7919)}`,
          ])
        : solidPng(480, 300, [225, Math.max(0, 235 - o.index * 4), 245]);
    stored = await storeUpload(tx, ctx.storage, 'seed', {
      stream: Readable.from([bytes]),
      name: o.file === 'pdf' ? `transferencia-${o.day}.pdf` : `comprobante-${o.day}.png`,
      purpose: 'PAYMENT_RECEIPT',
      uploader: null,
    });
  }
  const opened = await openPayment(tx, {
    userId: o.userId,
    chargeIds: [o.chargeId],
    method: o.method,
    channel: 'REPORTED',
    status: 'UNDER_REVIEW',
    columns: { informedDay: o.day, receiptFileId: stored?.id ?? null, note: o.note, ...(o.at ? { createdAt: o.at } : {}) },
  });
  await tx.insert(paymentReports).values({ paymentId: opened.id, reportedAmountCents: opened.amountCents + (o.reportedDelta ?? 0) });
  if (stored) await setOwnedFiles(tx, { type: 'payment', id: opened.id }, [{ field: 'receiptFileId', id: stored.id, purpose: 'PAYMENT_RECEIPT' }]);
  return opened;
}

/**
 * Reported payments for treasury's "Pagos manuales": members (never the TESORERIA demo account)
 * with reports under review, approved and rejected, each with a receipt file (a voucher PDF or an
 * image), so the list and the review screen have real work after `npm start`. The member demo
 * account (socio) gets one rejected report, so "Mis pagos" shows treasury's note. Runs after the
 * ledger seed (receipt numbers continue the year's sequence).
 */
export async function seedManualPaymentsDemo(tx: Tx, ctx: SeedContext): Promise<void> {
  const treasurer = ctx.accountIds['tesoreria@example.org'];
  const socio = ctx.accountIds['socio@example.org'];
  const demoIds = Object.values(ctx.accountIds);
  // One pending charge each of the first synthetic members that have one.
  const candidates = await tx
    .selectDistinctOn([charges.userId], { userId: charges.userId, chargeId: charges.id })
    .from(charges)
    .where(
      and(
        eq(charges.status, 'PENDING'),
        notInArray(charges.userId, demoIds),
        // An approved report dated days ago must not pay the dues of someone whose inscription was
        // paid at the general fee after that day (paid dues would have given it the member fee).
        sql`not exists (select 1 from "charges" ic where ic.user_id = ${charges.userId} and ic.kind = 'INSCRIPTION' and ic.status = 'PAID' and ic.fee_applied = 'NON_MEMBER')`,
      ),
    )
    .orderBy(asc(charges.userId), asc(charges.id))
    .limit(PLANS.length - 1);
  const [socioCharge] = socio ? await tx.select({ chargeId: charges.id }).from(charges).where(and(eq(charges.userId, socio), eq(charges.status, 'PENDING'))).orderBy(asc(charges.id)).limit(1) : [];
  const owners = [...candidates];
  if (socioCharge) owners.splice(8, 0, { userId: socio, chargeId: socioCharge.chargeId });

  for (const [i, plan] of PLANS.entries()) {
    const owner = owners[i];
    if (!owner) break;
    const at = new Date(Date.now() - plan.daysAgo * 24 * 3600 * 1000);
    const opened = await seedReportedPayment(tx, ctx, {
      userId: owner.userId,
      chargeId: owner.chargeId,
      method: plan.method,
      day: at.toISOString().slice(0, 10),
      at,
      note: plan.note,
      file: plan.file,
      reportedDelta: plan.reportedDelta,
      index: i,
    });
    if (plan.outcome === 'UNDER_REVIEW') continue;
    const decidedAt = new Date(at.getTime() + 26 * 3600 * 1000);
    if (plan.outcome === 'APPROVED') await approvePayment(tx, opened.id, { decidedBy: treasurer ?? null, now: decidedAt });
    else await closePayment(tx, opened.id, 'REJECTED', { decidedBy: treasurer ?? null, now: decidedAt });
    await tx.update(payments).set({ decisionNote: plan.decisionNote ?? null }).where(eq(payments.id, opened.id));
  }
}
