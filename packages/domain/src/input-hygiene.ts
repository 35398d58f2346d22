import { z } from 'zod';

/**
 * The input hygiene layer: what any text, id or date typed into the portal must look like before
 * it is used. Two consumers:
 * - the forms' zod schemas, through the building blocks below (`text()`, `multilineText()`,
 *   `intId()`, `uuidId()`, `dateOnly()`, `instant()`), which also normalise (NFC, trimmed);
 * - the API's safety net (`inputProblem`), which checks every argument and input field of every
 *   GraphQL operation, and every input a service parses, before anything runs, so an operation
 *   added later is covered without extra work.
 * Messages are Spanish and never repeat the value that was sent.
 */

/** C0 controls (NUL included), DEL and C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Bidirectional embeddings, overrides and isolates: they make text read differently than it is stored. */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;
/** Lone surrogates cannot be stored as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const MESSAGES = {
  control: 'El texto contiene caracteres de control no permitidos.',
  lines: 'Este campo no admite saltos de línea ni tabulaciones.',
  bidi: 'El texto contiene caracteres de dirección de escritura no permitidos.',
  encoding: 'El texto contiene caracteres no válidos.',
  tooLong: (max: number) => `Como máximo ${max} caracteres`,
  id: 'El identificador no es válido.',
  date: 'Ingrese una fecha válida.',
  dateRange: 'La fecha está fuera del rango permitido.',
} as const;

/**
 * Input fields (by their last name segment) whose text may span several lines: newlines and tabs
 * are allowed there, and only there. A new multi-line field is added here (one line) or named
 * like one of these.
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'body',
  'summary',
  'description',
  'abstract',
  'notes',
  'note',
  'comment',
  'comments',
  'message',
  'otherComplementaryStudies',
  'rationale',
  'rules',
]);
const MULTILINE_SUFFIX = /(Body|Description|Abstract|Notes|Comments?|Message)$/;

/** Whether a field named `name` (the last segment of its path) holds multi-line text. */
export const isMultilineField = (name: string) => MULTILINE_FIELDS.has(name) || MULTILINE_SUFFIX.test(name);

/** Secrets: checked for hostile characters, but never normalised (a password is hashed as typed). */
export const isSecretField = (name: string) => /password|token|secret/i.test(name);

/** Why `value` is not acceptable text, or null. */
export function textProblem(value: string, opts: { multiline?: boolean } = {}): string | null {
  if (BIDI.test(value)) return MESSAGES.bidi;
  if (LONE_SURROGATE.test(value)) return MESSAGES.encoding;
  if (CONTROL_BUT_LINES.test(value)) return MESSAGES.control;
  if (!opts.multiline && CONTROL.test(value)) return MESSAGES.lines;
  return null;
}

/** The largest PostgreSQL `integer`: integer ids above it cannot exist. */
export const MAX_INT_ID = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** A positive integer id within PostgreSQL's `integer`, given as a number or a decimal string. */
export function isIntId(value: unknown): boolean {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_INT_ID;
}

/** Whether `value` can be a row id of some kind: an integer id or a uuid. */
export const isAnyId = (value: unknown) => isIntId(value) || (typeof value === 'string' && isUuid(value));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** A calendar date `yyyy-mm-dd` that exists, as a UTC midnight Date; null otherwise. */
export function parseIsoDate(value: string): Date | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value ? d : null;
}

/** An ISO 8601 date or date-time (`2026-03-01`, `2026-03-01T10:00`, `…Z`, `…-03:00`); null otherwise. */
export function parseIsoInstant(value: string): Date | null {
  const m = ISO_INSTANT.exec(value);
  if (!m) return null;
  if (!parseIsoDate(`${m[1]}-${m[2]}-${m[3]}`)) return null;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return null;
  const d = new Date(value.includes('T') || value.length === 10 ? value : value.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Fields (by their last name segment) the safety net treats as dates. */
export const isDateField = (name: string) => /^(date|dateBirth|birthDate)$|(At|Date|On|Since|Until)$/.test(name) && !/Id$/.test(name);

/**
 * The safety net's check of one scalar value, given the name of the field or argument that holds
 * it and the GraphQL type name: a message when it cannot be accepted, else null.
 */
export function scalarProblem(value: unknown, field: string, type: string): string | null {
  if (type === 'ID') return isAnyId(value) ? null : MESSAGES.id;
  if ((type === 'Int' || type === 'Float') && typeof value === 'number') {
    if (!Number.isFinite(value)) return MESSAGES.id;
    if (/(^id|Id)$/.test(field) && !isIntId(value)) return MESSAGES.id;
    return null;
  }
  if (typeof value !== 'string') return null;
  const problem = textProblem(value, { multiline: isMultilineField(field) });
  if (problem) return problem;
  if (value.length > MAX_TEXT_LENGTH) return MESSAGES.tooLong(MAX_TEXT_LENGTH);
  // Dates: a real calendar date with a four-digit year, so the database can always store it. The
  // range that makes sense for each field (birth dates up to today, publication dates near now)
  // is its form schema's, with its own message.
  if (isDateField(field) && value.trim() !== '' && !(parseIsoInstant(value.trim()) ?? parseDayMonthYear(value.trim()))) return MESSAGES.date;
  return null;
}

/** No text field of the portal holds more than this; longer values are refused before any rule. */
export const MAX_TEXT_LENGTH = 100_000;

/** `dd/mm/aaaa`, as people type dates in forms. */
function parseDayMonthYear(value: string): Date | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  return m ? parseIsoDate(`${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`) : null;
}

/**
 * Walks a plain input object (parsed JSON, GraphQL arguments) and returns `{ path: message }` for
 * every string that holds hostile characters or is too long. Keys decide what is multi-line.
 */
export function findTextProblems(input: unknown, path: string[] = []): Record<string, string> {
  const problems: Record<string, string> = {};
  const walk = (value: unknown, at: string[], depth: number) => {
    if (depth > 20) return;
    if (typeof value === 'string') {
      const name = [...at].reverse().find((p) => !/^\d+$/.test(p)) ?? '';
      const problem = textProblem(value, { multiline: isMultilineField(name) }) ?? (value.length > MAX_TEXT_LENGTH ? MESSAGES.tooLong(MAX_TEXT_LENGTH) : null);
      if (problem) problems[at.join('.') || '_'] ??= problem;
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, [...at, String(i)], depth + 1));
    } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [k, v] of Object.entries(value)) walk(v, [...at, k], depth + 1);
    }
  };
  walk(input, path, 0);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// zod building blocks for the forms' schemas.

type TextOpts = { min?: number; max?: number; required?: string };
type StringParams = Parameters<typeof z.string>[0];

const checkText = (multiline: boolean) => (value: string, ctx: z.RefinementCtx) => {
  const problem = textProblem(value, { multiline });
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/**
 * `z.string()` of the hygiene layer: refuses control (newlines included) and bidirectional
 * characters, then normalises to NFC and trims. It stays a ZodString: `.min()`, `.max()`,
 * `.regex()`, `.toLowerCase()` chain as usual.
 */
export const safeString = (params?: StringParams) =>
  z.string(params).superRefine(checkText(false)).overwrite((v) => v.normalize('NFC')).trim();

/** `safeString` for multi-line fields (news bodies, descriptions): newlines and tabs allowed. */
export const safeMultilineString = (params?: StringParams) =>
  z.string(params).superRefine(checkText(true)).overwrite((v) => v.normalize('NFC')).trim();

/**
 * One line of text: NFC, trimmed, no control or bidirectional characters. `required` is the
 * message for an empty value (then at least one character), `max` the length after trimming.
 */
export const text = (opts: TextOpts = {}) => textOf(false, opts);
/** Several lines of text (news bodies, descriptions): as `text()`, newlines and tabs allowed. */
export const multilineText = (opts: TextOpts = {}) => textOf(true, opts);

function textOf(multiline: boolean, { min, max, required }: TextOpts) {
  let s = (multiline ? safeMultilineString : safeString)({ error: required ?? 'Ingrese un texto' });
  if (required) s = s.min(Math.max(1, min ?? 1), required);
  else if (min) s = s.min(min, `Como mínimo ${min} caracteres`);
  if (max !== undefined) s = s.max(max, MESSAGES.tooLong(max));
  return s;
}

/** An integer row id (GraphQL `ID` as a string, or a number) → number; 1..2^31-1. */
export const intId = (message: string = MESSAGES.id) =>
  z.union([z.string(), z.number()], { error: message }).refine(isIntId, message).transform((v) => Number(v));

/** A uuid row id (files). */
export const uuidId = (message: string = MESSAGES.id) => z.string({ error: message }).trim().refine(isUuid, message);

/** A calendar date `yyyy-mm-dd` (or `dd/mm/aaaa`) between `min` and `max` (inclusive, `yyyy-mm-dd`) → `yyyy-mm-dd`. */
export const dateOnly = (opts: { min: () => string; max: () => string; required?: string; invalid?: string; outOfRange?: string }) =>
  z
    .string({ error: opts.required ?? MESSAGES.date })
    .trim()
    .min(1, opts.required ?? MESSAGES.date)
    .transform((v, ctx) => {
      const d = parseIsoDate(v) ?? parseDayMonthYear(v);
      if (!d) {
        ctx.addIssue({ code: 'custom', message: opts.invalid ?? MESSAGES.date });
        return z.NEVER;
      }
      const iso = d.toISOString().slice(0, 10);
      if (iso < opts.min() || iso > opts.max()) {
        ctx.addIssue({ code: 'custom', message: opts.outOfRange ?? MESSAGES.dateRange });
        return z.NEVER;
      }
      return iso;
    });

/** Today as `yyyy-mm-dd` (UTC), `years` years from now. */
export const isoDayFromNow = (years = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
};

/**
 * An optional ISO 8601 instant (empty or null: none) within `yearsBack`/`yearsAhead` years of
 * now → Date | null. Strings that are not ISO dates ("1", "mañana") are refused.
 */
export const instant = (opts: { yearsBack: number; yearsAhead: number; invalid?: string; outOfRange?: string }) =>
  z
    .string({ error: opts.invalid ?? MESSAGES.date })
    .trim()
    .nullable()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const d = parseIsoInstant(v);
      if (!d) {
        ctx.addIssue({ code: 'custom', message: opts.invalid ?? MESSAGES.date });
        return z.NEVER;
      }
      const now = Date.now();
      const year = 365.25 * 24 * 3600 * 1000;
      if (d.getTime() < now - opts.yearsBack * year || d.getTime() > now + opts.yearsAhead * year) {
        ctx.addIssue({ code: 'custom', message: opts.outOfRange ?? MESSAGES.dateRange });
        return z.NEVER;
      }
      return d;
    });
