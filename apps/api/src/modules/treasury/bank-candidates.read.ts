// What treasury can match a bank line to by hand: reported payments under review (same amount
// first) and people with pending charges, found by name, e-mail, document or reference code.
import { and, asc, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import { bankStatementLines } from '../../db/schema/bank-statements';
import { charges } from '../../db/schema/charges';
import { payments, transferReferences } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { likePattern } from '../../platform/list';
import { approvedCentsOf } from '../payments/payments.service';

export type CandidateReport = { paymentId: string; userId: string; name: string; email: string; amountCents: number; informedDay: string | null; sameAmount: boolean };
export type CandidatePerson = { userId: string; name: string; email: string; referenceCode: string | null; charges: { id: number; description: string; owingCents: number }[] };

const LIMIT = 10;

export async function bankMatchCandidates(db: Executor, lineId: unknown, rawSearch: unknown): Promise<{ reports: CandidateReport[]; people: CandidatePerson[] }> {
  const id = Number(lineId);
  const [line] = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await db.select({ amountCents: bankStatementLines.amountCents }).from(bankStatementLines).where(eq(bankStatementLines.id, id)) : [];
  if (!line) throw notFound('No se encontró la línea del extracto.');
  const search = typeof rawSearch === 'string' ? rawSearch.trim().slice(0, 100) : '';
  const pattern = likePattern(search);
  const personMatches = search
    ? or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
        ilike(users.document, pattern),
        exists(db.select({ one: sql`1` }).from(transferReferences).where(and(eq(transferReferences.userId, users.id), ilike(transferReferences.code, pattern)))),
      )
    : undefined;
  const reports = await db
    .select({
      paymentId: payments.id,
      userId: payments.userId,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      amountCents: payments.amountCents,
      informedDay: payments.informedDay,
      sameAmount: sql<boolean>`${payments.amountCents} = ${line.amountCents}`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.channel, 'REPORTED'), eq(payments.status, 'UNDER_REVIEW'), search ? personMatches : eq(payments.amountCents, line.amountCents)))
    .orderBy(desc(sql`${payments.amountCents} = ${line.amountCents}`), asc(payments.createdAt))
    .limit(LIMIT);
  const people = search
    ? await db
        .select({
          userId: users.id,
          name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          email: users.email,
          referenceCode: sql<string | null>`(select r.code from ${transferReferences} r where r.user_id = "users"."id")`,
          charges: sql<unknown>`(select coalesce(json_agg(json_build_object('id', x.id, 'description', x.description, 'owingCents', x.owing) order by x.created_at, x.id), '[]'::json)
            from (select "charges"."id" as id, "charges"."description" as description, "charges"."created_at" as created_at, "charges"."amount_cents" - ${approvedCentsOf()} as owing from ${charges} where "charges"."user_id" = "users"."id" and "charges"."status" = 'PENDING'
              and not exists (select 1 from payment_allocations a join payments p on p.id = a.payment_id where a.charge_id = "charges"."id" and p.status in ('PENDING', 'UNDER_REVIEW'))) x where x.owing > 0)`,
        })
        .from(users)
        .where(and(personMatches, exists(db.select({ one: sql`1` }).from(charges).where(and(eq(charges.userId, users.id), eq(charges.status, 'PENDING'))))))
        .orderBy(asc(users.lastName), asc(users.firstName))
        .limit(LIMIT)
    : [];
  return {
    reports: reports.map((r) => ({ ...r, sameAmount: Boolean(r.sameAmount) })),
    people: people.map((p) => ({ ...p, charges: ((typeof p.charges === 'string' ? JSON.parse(p.charges) : p.charges) as CandidatePerson['charges']) ?? [] })),
  };
}
