// Minimal stand-in (branch bank-import) for the manual-payments branch's transfer-reference.ts:
// at merge the lead keeps theirs; the bank import only relies on these three exported names.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { transferReferences } from '../../db/schema/payments';
import type { Executor } from '../../platform/db';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE = /^[A-Z0-9]{6,12}$/;

/** Upper case, without accents; runs of anything but letters and digits become one space. */
export function normalizeReference(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** The tokens of `text` that look like a reference code (whole tokens of the folded text). */
export function findReferenceIn(text: string): string[] {
  return normalizeReference(text)
    .split(' ')
    .filter((token) => CODE.test(token) && /[A-Z]/.test(token) && /\d/.test(token));
}

/** The member's code, given on first need (never changed, unique). */
export async function transferReferenceOf(db: Executor, userId: string): Promise<string> {
  const [existing] = await db.select({ code: transferReferences.code }).from(transferReferences).where(eq(transferReferences.userId, userId));
  if (existing) return existing.code;
  for (;;) {
    const code = `S${Array.from({ length: 7 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
    const inserted = await db.insert(transferReferences).values({ userId, code }).onConflictDoNothing().returning({ code: transferReferences.code });
    if (inserted.length) return inserted[0].code;
    const [again] = await db.select({ code: transferReferences.code }).from(transferReferences).where(eq(transferReferences.userId, userId));
    if (again) return again.code;
  }
}
