// Demo figures for «Estados de cuenta»: some synthetic members' pending charges paid through the
// ledger by each method over the last months (approved by treasury, with their receipts), and
// others left owing for a while, so treasury@ and admin@ see months, methods and ageing.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@portal/domain/payments';
import { charges } from '../../db/schema/charges';
import type { SeedContext, Tx } from '../../platform/seed-context';
import { approvePayment, openPayment } from '../payments/payments.service';

const METHODS: PaymentMethod[] = ['EFECTIVO', 'MERCADO_PAGO', 'TRANSFERENCIA', 'OTRO', 'TRANSFERENCIA', 'EFECTIVO'];
const DAY = 86_400_000;

export async function seedAccountsReportDemo(tx: Tx, ctx: SeedContext): Promise<void> {
  const demoPeople = Object.values(ctx.accountIds);
  const treasurer = ctx.accountIds['tesoreria@example.org'] ?? null;
  const pending = await tx
    .select({ id: charges.id, userId: charges.userId })
    .from(charges)
    .where(
      and(
        eq(charges.status, 'PENDING'),
        demoPeople.length ? notInArray(charges.userId, demoPeople) : undefined,
        // People no other demo touched (reported payments, bank lines take the first ones by id).
        sql`not exists (select 1 from payments p where p.user_id = ${charges.userId})`,
        // Nor anyone inscribed: an inscription's fee depends on when the year's dues were paid,
        // which backdated payments here would contradict.
        sql`not exists (select 1 from inscriptions i where i.user_id = ${charges.userId})`,
      ),
    )
    .orderBy(desc(charges.id))
    .limit(36);
  const now = Date.now();
  const startOfYear = Date.UTC(new Date().getUTCFullYear(), 0, 2);
  for (const [i, charge] of pending.entries()) {
    if (i % 3 === 2) {
      // Left owing: a charge of 20 to 170 days ago, for the ageing.
      await tx.update(charges).set({ createdAt: new Date(now - (20 + ((i * 37) % 150)) * DAY) }).where(eq(charges.id, charge.id));
      continue;
    }
    // Paid, approved some months ago (this year: receipts are numbered per year).
    const at = new Date(Math.max(startOfYear, now - ((i % 6) * 30 + (i % 7)) * DAY - 3_600_000));
    await tx.update(charges).set({ createdAt: new Date(at.getTime() - 12 * DAY) }).where(eq(charges.id, charge.id));
    const day = at.toISOString().slice(0, 10);
    const opened = await openPayment(tx, {
      userId: charge.userId,
      chargeIds: [charge.id],
      method: METHODS[i % METHODS.length],
      channel: 'GENERATED',
      status: 'UNDER_REVIEW',
      columns: { informedDay: day, createdAt: at, createdBy: treasurer, note: 'Pago registrado por Tesorería (demostración).' },
    });
    await approvePayment(tx, opened.id, { decidedBy: treasurer, now: at });
  }
}
