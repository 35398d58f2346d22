import { createHash } from 'node:crypto';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { buenosAiresDay } from '@portal/domain/dates';
import { bankColumnMappings, bankImports, bankStatementLines } from '../../db/schema/bank-statements';
import { charges } from '../../db/schema/charges';
import { paymentAllocations, payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import type { SeedContext, Tx } from '../../platform/seed-context';
import { fingerprintsOf } from './bank-import.service';
import { proposeMatches } from './bank-matching';
import type { StatementLine } from './bank-statement-csv';
import { seedReportedPayment } from './manual-payments.seed';
import { transferReferenceOf } from '../payments/payments.service';

/** The unknown deposit: a sum with odd cents, which no demo charge or report (whole pesos) has. */
const UNKNOWN_DEPOSIT_CENTS = 3_512_347;

const MAPPING = { date: 0, amount: 3, concept: 1, reference: 4, sign: null };
const SIGNATURE = 'fecha|concepto|debito|credito|nro. de operacion';

const dayBefore = (days: number) => buenosAiresDay(new Date(Date.now() - days * 86_400_000));
const operation = (n: string) => createHash('sha256').update(n).digest('hex').slice(0, 10).toUpperCase();

/**
 * Treasury's bank reconciliation after `npm start`: an earlier statement already worked through,
 * and this week's one with work on it: a transfer naming a member's reference code and matching
 * their reported payment (confirm the report), one naming a member with no report whose oldest
 * pending charge it pays (record a payment), one without a code matching another report by amount
 * and date (low confidence), a line already imported with the earlier statement, and a deposit
 * nobody explains. The demo's reported payments here are its own (see the helper's report).
 */
export async function seedBankImportDemo(tx: Tx, ctx: SeedContext): Promise<void> {
  const treasurer = ctx.accountIds['tesoreria@example.org'] ?? null;
  // Members whose one pending charge no payment has ever covered. Only one: another pending charge
  // (say, dues whose report treasury rejected, which the other seeds give to people picked by id,
  // a different set every run) would make the transfer that pays this one only part of the debt.
  const open = await tx
    .select({ userId: charges.userId, chargeId: charges.id, amountCents: charges.amountCents, firstName: users.firstName, lastName: users.lastName })
    .from(charges)
    .innerJoin(users, eq(users.id, charges.userId))
    .where(
      and(
        eq(charges.status, 'PENDING'),
        notExists(tx.select({ one: sql`1` }).from(paymentAllocations).innerJoin(payments, eq(payments.id, paymentAllocations.paymentId)).where(eq(paymentAllocations.chargeId, charges.id))),
        sql`(select count(*) from ${charges} other where other.user_id = ${charges.userId} and other.status = 'PENDING') = 1`,
      ),
    )
    .orderBy(asc(users.email), asc(charges.createdAt), asc(charges.id));
  const seen = new Set<string>();
  const people = open.filter((c) => (seen.has(c.userId) ? false : (seen.add(c.userId), true))).slice(0, 3);
  if (people.length < 3) return;
  const [reported, recorded, noCode] = people;
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const codes: Awaited<ReturnType<typeof transferReferenceOf>>[] = [];
  for (const p of people) codes.push(await transferReferenceOf(tx, p.userId));
  // Reported as the member's report form leaves them: with a receipt stored and attached.
  for (const [i, [person, day]] of (
    [
      [reported, dayBefore(4)],
      [noCode, dayBefore(3)],
    ] as const
  ).entries()) {
    await seedReportedPayment(tx, ctx, {
      userId: person.userId,
      chargeId: person.chargeId,
      method: 'TRANSFERENCIA',
      day,
      note: 'Transferencia desde mi cuenta del Banco Nación.',
      file: 'pdf',
      index: 20 + i,
    });
  }
  const upper = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  const interest: StatementLine = { rowNumber: 2, day: dayBefore(12), amountCents: 187_345, concept: 'ACREDITACION INTERESES PLAZO FIJO', bankReference: operation('interes') };

  // The earlier statement: its only credit, set aside by treasury.
  const [earlier] = await tx
    .insert(bankImports)
    .values({ fileName: 'extracto-quincena-anterior.csv', status: 'IMPORTED', headerSignature: SIGNATURE, mapping: MAPPING, lineCount: 1, newCount: 1, debitCount: 3, createdBy: treasurer, createdAt: new Date(Date.now() - 10 * 86_400_000), importedAt: new Date(Date.now() - 10 * 86_400_000) })
    .returning({ id: bankImports.id });
  const [first] = fingerprintsOf([interest]);
  const [kept] = await tx
    .insert(bankStatementLines)
    .values({ importId: earlier.id, ...interest, fingerprint: first, state: 'DISMISSED', reason: 'Sin código de referencia y sin informes de pago por ese importe en fechas cercanas.', decidedBy: treasurer, decidedAt: new Date() })
    .returning({ id: bankStatementLines.id });

  // This week's statement.
  const fresh: StatementLine[] = [
    { rowNumber: 3, day: dayBefore(3), amountCents: reported.amountCents, concept: `TRANSF INMEDIATA ${upper(reported.lastName)} ${upper(reported.firstName)} REF ${codes[0]}`, bankReference: operation('a') },
    { rowNumber: 4, day: dayBefore(2), amountCents: recorded.amountCents, concept: `TRANSFERENCIA ${codes[1]} CUOTA`, bankReference: operation('b') },
    { rowNumber: 5, day: dayBefore(2), amountCents: noCode.amountCents, concept: `TRANSF ${upper(noCode.lastName)} VARIOS`, bankReference: operation('c') },
    { rowNumber: 7, day: dayBefore(1), amountCents: UNKNOWN_DEPOSIT_CENTS, concept: 'DEPOSITO EN EFECTIVO SUC 045', bankReference: operation('d') },
  ];
  const proposals = await proposeMatches(tx, fresh);
  const prints = fingerprintsOf(fresh);
  const [current] = await tx
    .insert(bankImports)
    .values({ fileName: 'extracto-semana.csv', status: 'IMPORTED', headerSignature: SIGNATURE, mapping: MAPPING, lineCount: 5, newCount: 4, duplicateCount: 1, debitCount: 2, createdBy: treasurer, importedAt: new Date() })
    .returning({ id: bankImports.id });
  await tx.insert(bankStatementLines).values([
    ...fresh.map((l, i) => ({ importId: current.id, ...l, fingerprint: prints[i], ...proposals[i] })),
    { importId: current.id, ...interest, rowNumber: 2, fingerprint: first, duplicateOfId: kept.id, state: 'DUPLICATE' as const, reason: 'La misma línea ya fue importada en un extracto anterior.' },
  ]);
  await tx.insert(bankColumnMappings).values({ headerSignature: SIGNATURE, mapping: MAPPING, updatedBy: treasurer }).onConflictDoNothing();
}
