// Each member's transfer reference code: written in the bank transfer's concept, so the bank
// statement names the member. Eight characters of Crockford's base 32 (no I, L, O or U, so nothing
// reads as another character), the last one a check character, shown as `K7M3-QX9P`.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { transferReferences } from '../../db/schema/payments';
import type { Executor } from '../../platform/db';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BODY_LENGTH = 7;
export const REFERENCE_LENGTH = BODY_LENGTH + 1;

/**
 * The check character: a weighted sum modulo 32 with odd weights (each invertible modulo 32), so
 * any single mistyped character changes it.
 */
function checkCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (2 * i + 1) * ALPHABET.indexOf(body[i]);
  return ALPHABET[sum % 32];
}

/** A new random code (at least one digit and one letter, so no plain word is ever a code). */
export function newReferenceCode(): string {
  for (;;) {
    const body = Array.from({ length: BODY_LENGTH }, () => ALPHABET[randomInt(32)]).join('');
    const code = body + checkCharacter(body);
    if (/\d/.test(code) && /[A-Z]/.test(code)) return code;
  }
}

/** `K7M3QX9P` → `K7M3-QX9P`, as the statement shows it. */
export const formatReference = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** Read as Crockford's base 32 reads: O is 0, I and L are 1; accents, case and separators ignored. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');

const isCode = (candidate: string) =>
  candidate.length === REFERENCE_LENGTH &&
  [...candidate].every((c) => ALPHABET.includes(c)) &&
  /\d/.test(candidate) &&
  /[A-Z]/.test(candidate) &&
  checkCharacter(candidate.slice(0, BODY_LENGTH)) === candidate[BODY_LENGTH];

/**
 * The code a person typed (`k7m3-qx9p`, `K7M3 QX9P`, with O for 0…) in its stored form, or null
 * when it is not a valid code (wrong length, a character outside the alphabet, a wrong check).
 */
export function normalizeReference(text: string): string | null {
  const candidate = fold(text).replace(/[^0-9A-Z]/g, '');
  return isCode(candidate) ? candidate : null;
}

/**
 * Every valid code inside a free-text bank concept ("TRANSF. CUOTA REF K7M3-QX9P GOMEZ"), in the
 * order they appear: each word, and each pair of adjacent words (a code written with a space or
 * hyphen), is tried whole; a code glued to other letters is not guessed. Several readings can be
 * valid by chance (`PAGO K7M3 QX9P` may also read `PAG0K7M3` with a valid check character, one
 * time in 32): the caller decides which one is a member's by looking them up.
 */
export function findReferencesIn(text: string): string[] {
  const words = fold(text)
    .split(/[^0-9A-Z]+/)
    .filter(Boolean);
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (isCode(words[i])) found.push(words[i]);
    const pair = words[i] + (words[i + 1] ?? '');
    if (i + 1 < words.length && isCode(pair)) found.push(pair);
  }
  return [...new Set(found)];
}

/**
 * The member's code, given on first need: created if missing, race-safe (two requests at once
 * both read the one row that won; a code already taken by someone else is drawn again).
 */
export async function transferReferenceOf(db: Executor, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select({ code: transferReferences.code }).from(transferReferences).where(eq(transferReferences.userId, userId));
    if (existing) return existing.code;
    await db.insert(transferReferences).values({ userId, code: newReferenceCode() }).onConflictDoNothing();
  }
  throw new Error(`could not give a transfer reference to ${userId}`);
}
