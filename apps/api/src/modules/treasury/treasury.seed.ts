import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { buenosAiresDay } from '@portal/domain/dates';
import { charges } from '../../db/schema/charges';
import { paymentAllocations, payments, simulatedCheckoutPayments } from '../../db/schema/payments';
import type { SeedContext, Tx } from '../../platform/seed-context';
import { approvePayment, closePayment, openPayment } from '../payments/payments.service';

const DAY = 24 * 3600 * 1000;

/**
 * Work for treasury's screens after `npm start`, on synthetic members' pending charges (the demo
 * accounts keep theirs): payments treasury recorded (Registrar pago), approved online payments
 * of the simulated checkout, one FLAGGED (the amount differs), one whose notification never
 * arrived (Conciliar approves it), and an OPEN credit (a charge paid twice). A story dated some
 * days ago never pays dues whose owner's inscription of that year was paid at the general fee
 * after that day (paid dues would have given it the member fee then).
 */
export async function seedTreasuryDemo(tx: Tx, ctx: SeedContext): Promise<void> {
  const treasurer = ctx.accountIds['tesoreria@example.org'] ?? null;
  const demoIds = Object.values(ctx.accountIds);
  const pending = await tx
    .select({
      id: charges.id,
      userId: charges.userId,
      amountCents: charges.amountCents,
      // Dues: when the owner's inscription of their year was last paid at the general fee (epoch ms).
      inscriptionPaidMs: sql<number | null>`(select extract(epoch from max(ic.paid_at)) * 1000 from ${charges} ic join "inscriptions" i on i.id = ic.inscription_id join "memberships" m on m.id = "charges"."membership_id"
        where ic.user_id = "charges"."user_id" and ic.kind = 'INSCRIPTION' and ic.status = 'PAID' and ic.fee_applied = 'NON_MEMBER' and extract(year from i.registration_date)::int = m.year)::float8`,
    })
    .from(charges)
    .where(and(eq(charges.status, 'PENDING'), demoIds.length ? notInArray(charges.userId, demoIds) : undefined))
    .orderBy(asc(charges.id))
    .limit(200);
  // One charge per person: each story happens to someone else.
  const seen = new Set<string>();
  const picks = pending.filter((c) => (seen.has(c.userId) ? false : (seen.add(c.userId), true)));
  const now = Date.now();
  /** The next pick whose payment on `when` keeps the fee history true. */
  const take = (when: Date) => {
    const k = picks.findIndex((c) => c.inscriptionPaidMs === null || Number(c.inscriptionPaidMs) < when.getTime());
    return k < 0 ? undefined : picks.splice(k, 1)[0];
  };
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const dated = (id: string, when: Date) => tx.update(payments).set({ createdAt: when }).where(eq(payments.id, id));

  // Recorded by treasury (cash, transfer).
  const generated: { method: 'EFECTIVO' | 'TRANSFERENCIA' | 'OTRO'; receipt: string | null; note: string | null; daysAgo: number }[] = [
    { method: 'EFECTIVO', receipt: 'R-0101', note: 'Pagó en la mesa de acreditación.', daysAgo: 20 },
    { method: 'TRANSFERENCIA', receipt: null, note: 'Transferencia vista en el extracto del banco.', daysAgo: 12 },
    { method: 'OTRO', receipt: 'R-0102', note: 'Cheque de la institución.', daysAgo: 4 },
  ];
  for (const g of generated) {
    const when = at(g.daysAgo);
    const charge = take(when);
    if (!charge) return;
    const opened = await openPayment(tx, {
      userId: charge.userId,
      chargeIds: [charge.id],
      method: g.method,
      channel: 'GENERATED',
      status: 'PENDING',
      columns: { informedDay: buenosAiresDay(when), internalReceipt: g.receipt, note: g.note, createdBy: treasurer },
    });
    await dated(opened.id, when);
    await approvePayment(tx, opened.id, { decidedBy: treasurer, now: when });
  }

  /** An online payment through the simulated checkout, and the checkout's own record of it. */
  const online = async (daysAgo: number, remote: { status: string; amountDelta?: number }) => {
    const when = at(daysAgo);
    const charge = take(when);
    if (!charge) return null;
    const opened = await openPayment(tx, { userId: charge.userId, chargeIds: [charge.id], method: 'MERCADO_PAGO', channel: 'ONLINE', status: 'PENDING', columns: { provider: 'SIMULATED' } });
    await dated(opened.id, when);
    const [record] = await tx
      .insert(simulatedCheckoutPayments)
      .values({ preferenceId: `sim-demo-${opened.id.slice(0, 8)}`, externalReference: opened.id, amountCents: opened.amountCents + (remote.amountDelta ?? 0), currency: 'ARS', status: remote.status, createdAt: when })
      .returning({ id: simulatedCheckoutPayments.id });
    return { id: opened.id, providerPaymentId: String(record.id), when, charge, receivedCents: opened.amountCents + (remote.amountDelta ?? 0) };
  };

  for (const daysAgo of [15, 9, 2]) {
    const p = await online(daysAgo, { status: 'approved' });
    if (!p) return;
    await approvePayment(tx, p.id, { decidedBy: null, providerPaymentId: p.providerPaymentId, providerStatus: 'approved', now: p.when });
  }
  const flagged = await online(6, { status: 'approved', amountDelta: -100_000 });
  if (flagged) {
    await closePayment(tx, flagged.id, 'FLAGGED', {
      decidedBy: null,
      providerPaymentId: flagged.providerPaymentId,
      providerStatus: 'approved',
      flagReason: 'El importe informado por Mercado Pago no coincide con el del pago.',
      received: { cents: flagged.receivedCents, currency: 'ARS' },
      now: flagged.when,
    });
  }
  // Paid in the checkout; the notification never reached the portal: "Conciliar" approves it.
  await online(1, { status: 'approved' });
  // Left pending in the checkout.
  const waiting = await online(0, { status: 'in_process' });
  if (waiting) await tx.update(payments).set({ providerPaymentId: waiting.providerPaymentId, providerStatus: 'in_process' }).where(eq(payments.id, waiting.id));

  // Paid twice (online, and a transfer treasury recorded the same day): an OPEN credit.
  const twice = await online(8, { status: 'approved' });
  if (twice) {
    await approvePayment(tx, twice.id, { decidedBy: null, providerPaymentId: twice.providerPaymentId, providerStatus: 'approved', now: twice.when });
    const [second] = await tx
      .insert(payments)
      .values({
        userId: twice.charge.userId,
        amountCents: twice.charge.amountCents,
        method: 'TRANSFERENCIA',
        channel: 'GENERATED',
        status: 'PENDING',
        informedDay: buenosAiresDay(twice.when),
        note: 'Transferencia del mismo cargo ya pagado en línea.',
        createdBy: treasurer,
        createdAt: twice.when,
      })
      .returning({ id: payments.id });
    await tx.insert(paymentAllocations).values({ paymentId: second.id, chargeId: twice.charge.id, amountCents: twice.charge.amountCents });
    await approvePayment(tx, second.id, { decidedBy: treasurer, now: twice.when });
  }
}
