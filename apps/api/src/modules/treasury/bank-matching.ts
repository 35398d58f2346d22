// Proposing what each new credit line of a bank statement is: a member's reported payment to
// confirm, a payment to record for a member's pending charges, or nothing. Three queries for the
// whole statement (reference codes, reports under review, pending charges), then pure matching.
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { BankConfidence, BankProposalKind } from '@portal/domain/bank-statements';
import { formatCents } from '@portal/domain/money';
import { bankStatementLines } from '../../db/schema/bank-statements';
import { charges } from '../../db/schema/charges';
import { paymentAllocations, payments, transferReferences } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { approvedCentsOf } from '../payments/payments.service';
import { findReferencesIn, formatReference, normalizeReference } from '../payments/payments.service';

/** A report's informed day this close to the line's day (either side) counts as "near". */
export const NEAR_DAYS = 5;
/** Without a reference code, a report is proposed only this close (either side). */
export const CLOSE_DAYS = 3;

export type MatchableLine = { day: string; amountCents: number; concept: string };

export type Proposal = {
  state: 'PROPOSED' | 'UNMATCHED';
  proposalKind: BankProposalKind | null;
  confidence: BankConfidence | null;
  reason: string;
  referenceCode: string | null;
  proposedUserId: string | null;
  proposedPaymentId: string | null;
  proposedChargeIds: number[] | null;
};

type Report = { id: string; userId: string; name: string; amountCents: number; day: string };
type Pending = { id: number; userId: string; owingCents: number };

const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const daysBetween = (a: string, b: string) => Math.round(Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);

/** Upper-case tokens of a concept, accents folded: where reference codes are looked for. */
export function tokensOf(concept: string): string[] {
  const folded = concept
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  const own = folded.split(/[^A-Z0-9]+/).filter((t) => t.length >= 4 && t.length <= 24);
  // Codes as transfer-reference reads them, in their stored form: `K7M3-QX9P`, `k7m3 qx9p` or
  // `K7M3QX9P` (with O for 0, I or L for 1) all give `K7M3QX9P`. Every word and every pair of
  // adjacent words that reads as a valid code is a candidate, not only the first one
  // (`PAGO K7M3 QX9P` may also hold `PAG0K7M3` with a valid check character by chance); the
  // lookup of members' codes decides which is one.
  const words = folded.split(/[^A-Z0-9]+/).filter(Boolean).slice(0, 80);
  const codes = words.flatMap((w, i) => [normalizeReference(w), i + 1 < words.length ? normalizeReference(w + words[i + 1]) : null]);
  return [...new Set([...own.slice(0, 40), ...findReferencesIn(concept).slice(0, 40), ...codes.filter((c): c is string => c !== null)])];
}

async function chunked<T>(values: string[], size: number, run: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += size) out.push(...(await run(values.slice(i, i + size))));
  return out;
}

/** Proposals for `lines` (in the same order), with no payment or charge proposed twice. */
export async function proposeMatches(tx: Executor, lines: MatchableLine[]): Promise<Proposal[]> {
  if (lines.length === 0) return [];
  const lineTokens = lines.map((l) => tokensOf(l.concept));
  const allTokens = [...new Set(lineTokens.flat())];
  const owners = await chunked(allTokens, 5000, (chunk) =>
    tx
      .select({ code: transferReferences.code, userId: transferReferences.userId, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(transferReferences)
      .innerJoin(users, eq(users.id, transferReferences.userId))
      .where(inArray(transferReferences.code, chunk)),
  );
  const ownerByCode = new Map(owners.map((o) => [o.code.toUpperCase(), o]));
  const amounts = [...new Set(lines.map((l) => l.amountCents))];
  // Reports under review for these amounts that no open proposal already names.
  const reports: Report[] = (
    await tx
      .select({
        id: payments.id,
        userId: payments.userId,
        name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        amountCents: payments.amountCents,
        day: sql<string>`coalesce(${payments.informedDay}, (${payments.createdAt} at time zone 'America/Argentina/Buenos_Aires')::date)::text`,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(
        and(
          eq(payments.channel, 'REPORTED'),
          eq(payments.status, 'UNDER_REVIEW'),
          inArray(payments.amountCents, amounts),
          notExists(tx.select({ one: sql`1` }).from(bankStatementLines).where(and(eq(bankStatementLines.proposedPaymentId, payments.id), eq(bankStatementLines.state, 'PROPOSED')))),
        ),
      )
      .orderBy(asc(payments.createdAt))
  ).map((r) => ({ ...r, day: String(r.day).slice(0, 10) }));
  const memberIds = [...new Set(owners.map((o) => o.userId))];
  // Pending charges of the members named, oldest first, without those a payment under way covers.
  const pending: Pending[] = memberIds.length
    ? (
        await tx
          .select({ id: charges.id, userId: charges.userId, amountCents: charges.amountCents, approved: approvedCentsOf() })
          .from(charges)
          .where(
            and(
              inArray(charges.userId, memberIds),
              eq(charges.status, 'PENDING'),
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(paymentAllocations)
                  .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
                  .where(and(sql`${paymentAllocations.chargeId} = "charges"."id"`, inArray(payments.status, ['PENDING', 'UNDER_REVIEW']))),
              ),
            ),
          )
          .orderBy(asc(charges.createdAt), asc(charges.id))
      )
        .map((c) => ({ id: c.id, userId: c.userId, owingCents: c.amountCents - Number(c.approved) }))
        .filter((c) => c.owingCents > 0)
    : [];
  const usedReports = new Set<string>();
  const usedCharges = new Set<number>();
  return lines.map((line, i): Proposal => {
    const owner = lineTokens[i].map((t) => ownerByCode.get(t)).find(Boolean) ?? null;
    const amount = formatCents(line.amountCents);
    const free = reports.filter((r) => !usedReports.has(r.id) && r.amountCents === line.amountCents);
    const closest = (list: Report[]) => [...list].sort((a, b) => daysBetween(a.day, line.day) - daysBetween(b.day, line.day))[0];
    const base = { referenceCode: owner?.code ?? null, proposedUserId: owner?.userId ?? null, proposedPaymentId: null, proposedChargeIds: null };
    if (owner) {
      const report = closest(free.filter((r) => r.userId === owner.userId));
      if (report) {
        usedReports.add(report.id);
        const gap = daysBetween(report.day, line.day);
        return {
          ...base,
          state: 'PROPOSED',
          proposalKind: 'CONFIRM_REPORT',
          confidence: gap <= NEAR_DAYS ? 'HIGH' : 'MEDIUM',
          reason: `Código ${formatReference(owner.code)} de ${owner.name}; informó un pago de ${amount} el ${dmy(report.day)}${gap <= NEAR_DAYS ? '.' : ` (${gap} días de diferencia con la fecha del banco).`}`,
          proposedPaymentId: report.id,
        };
      }
      const own = pending.filter((c) => c.userId === owner.userId && !usedCharges.has(c.id));
      const total = own.reduce((s, c) => s + c.owingCents, 0);
      let chosen: Pending[] | null = null;
      if (total === line.amountCents) chosen = own;
      else {
        let sum = 0;
        for (let k = 0; k < own.length && sum < line.amountCents; k++) {
          sum += own[k].owingCents;
          if (sum === line.amountCents) chosen = own.slice(0, k + 1);
        }
      }
      if (chosen && chosen.length) {
        chosen.forEach((c) => usedCharges.add(c.id));
        const all = chosen.length === own.length;
        return {
          ...base,
          state: 'PROPOSED',
          proposalKind: 'RECORD_PAYMENT',
          confidence: all ? 'HIGH' : 'MEDIUM',
          reason: `Código ${formatReference(owner.code)} de ${owner.name}, sin informe de pago; ${all ? 'su deuda pendiente' : `sus ${chosen.length === 1 ? 'cargo pendiente más antiguo' : `${chosen.length} cargos pendientes más antiguos`}`} suma ${amount}.`,
          proposedChargeIds: chosen.map((c) => c.id),
        };
      }
      return {
        ...base,
        state: 'UNMATCHED',
        proposalKind: null,
        confidence: null,
        reason: `Código ${formatReference(owner.code)} de ${owner.name}, pero no hay un informe de pago ni cargos pendientes que sumen ${amount}.`,
      };
    }
    const near = free.filter((r) => daysBetween(r.day, line.day) <= CLOSE_DAYS);
    const report = closest(near);
    if (report) {
      usedReports.add(report.id);
      return {
        ...base,
        state: 'PROPOSED',
        proposalKind: 'CONFIRM_REPORT',
        confidence: 'LOW',
        reason: `Sin código de referencia: ${report.name} informó un pago por el mismo importe el ${dmy(report.day)}${near.length > 1 ? ` (hay ${near.length} informes posibles; revise antes de confirmar).` : '. Revise antes de confirmar.'}`,
        proposedUserId: report.userId,
        proposedPaymentId: report.id,
      };
    }
    return { ...base, state: 'UNMATCHED', proposalKind: null, confidence: null, reason: `Sin código de referencia y sin informes de pago por ${amount} en fechas cercanas.` };
  });
}
