// Bank statement import (TESORERIA): upload a bank's CSV, map its columns once (remembered by the
// header row), store its credit lines (a line seen before is recognised), propose matches, and let
// treasury confirm, dismiss or match each line by hand. Every confirmation is one transaction.
// Reading the lines (one, or a statement's page of them) is in bank-lines.read.ts.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, getTableColumns, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  BANK_STATEMENT_MAX_BYTES,
  bankLineStates,
  bankManualMatchInput,
  bankMappingInput,
  MAX_LINES_PER_CONFIRM,
  type BankLineState,
  type BankMapping,
  DEFAULT_STATEMENT_NAME,
} from '@portal/domain/bank-statements';
import { formatCents } from '@portal/domain/money';
import { bankColumnMappings, bankImports, bankStatementLines } from '../../db/schema/bank-statements';
import { payments } from '../../db/schema/payments';
import { recordAudit } from '../../platform/audit';
import type { Executor, Tx } from '../../platform/db';
import { badInput, conflict, isDomainError, notFound, parseInput } from '../../platform/errors';
import { likePattern, listTotal, newestFirstOrder, pagePlaceholders, pageValues, pageWithTotal, parseList, preparedShapes, type Page, type PageNumbers } from '../../platform/list';
import { isUniqueViolation } from '../../platform/pg-errors';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { decodeStatement as decodeText, linesOf, fold, readStatement, StatementError, suggestMapping, type StatementLine, type StatementTable } from './bank-statement-csv';
import { bankLineById, bankLinesByIds, IMPORT_NOT_FOUND, LINE_NOT_FOUND, toId, type BankLineRow } from './bank-lines.read';
import { proposeMatches } from './bank-matching';
import { recordGeneratedPayment } from './generated';
import { decideReportedPayment } from './manual-decision';

/** Rows of the file shown in the mapping step. */
export const PREVIEW_ROWS = 5;

/** The upload's bytes, refused past the maximum without reading the rest. */
async function readUpload(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > BANK_STATEMENT_MAX_BYTES) {
        stream.destroy();
        throw badInput({ file: `El archivo supera el máximo de ${BANK_STATEMENT_MAX_BYTES / 1024 / 1024} MB.` });
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (isDomainError(error)) throw error;
    throw badInput({ file: 'La subida se interrumpió. Intente nuevamente.' });
  }
  return Buffer.concat(chunks);
}

/** A statement's problem as BAD_USER_INPUT on `file` (anything else goes on). */
function asInput<T>(fn: () => T, field = 'file'): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof StatementError) throw badInput({ [field]: error.message });
    throw error;
  }
}

export type BankImportRow = typeof bankImports.$inferSelect & { counts: Record<BankLineState, number> };

const countsSql = sql<Record<string, number>>`(select coalesce(json_object_agg(s.state, s.n), '{}'::json) from (select l.state, count(*)::int as n from ${bankStatementLines} l where l.import_id = "bank_imports"."id" group by l.state) s)`;

const withCounts = (row: typeof bankImports.$inferSelect & { counts: unknown }): BankImportRow => {
  const raw = (typeof row.counts === 'string' ? JSON.parse(row.counts) : row.counts) as Record<string, number> | null;
  return { ...row, counts: Object.fromEntries(bankLineStates.map((s) => [s, Number(raw?.[s] ?? 0)])) as Record<BankLineState, number> };
};

/** An import's columns with its line counts; `extra` adds columns (a list's `listTotal`). */
const importSelect = <Extra extends Record<string, SQL>>(db: Executor, extra = {} as Extra) => db.select({ ...bankImportColumns(), counts: countsSql, ...extra }).from(bankImports);
function bankImportColumns() {
  const { content: _content, ...columns } = getTableColumns(bankImports);
  return columns;
}

export async function bankImportById(db: Executor, id: unknown): Promise<BankImportRow> {
  const importId = toId(id);
  const [row] = importId ? await importSelect(db).where(eq(bankImports.id, importId)) : [];
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return withCounts({ ...row, content: null });
}

const importSort = { created: bankImports.createdAt, fileName: bankImports.fileName };

/** `bankImports`: statements uploaded, newest first (one statement: the page with its bounded count). */
/** A page of imports (with its bounded count as a column) matching `where`, in `orderBy`. */
function importPage(db: Executor, where: SQL | undefined, orderBy: SQL, v: PageNumbers) {
  const countRows = db.select({ one: sql`1` }).from(bankImports).where(where).limit(v.cap);
  const query = importSelect(db, { listTotal: listTotal(countRows) }).where(where).orderBy(orderBy, desc(bankImports.id)).limit(v.fetch).offset(v.offset);
  return { query, countRows };
}

const importOrder = newestFirstOrder(importSort);

/** The unsearched list in each order (newest first unless asked; a key `parseList` allowed), a prepared statement (see `preparedShapes`). */
const unsearchedImports = preparedShapes('bank_imports_list', (db, name, shape) => {
  const [sortKey, direction] = shape.split(':');
  return importPage(db, undefined, importOrder(sortKey || null, direction || null), pagePlaceholders()).query.prepare(name);
});

export async function listBankImports(services: Services, args: Record<string, unknown>): Promise<Page<BankImportRow>> {
  const list = parseList(args, importSort, 'created');
  const orderBy = importOrder(list.sort ?? null, list.direction ?? null);
  const { db } = services.database;
  const { query, countRows } = list.search
    ? importPage(db, ilike(bankImports.fileName, likePattern(list.search)), orderBy, pageValues(list))
    : { query: unsearchedImports(db, `${list.sort ?? ''}:${list.direction ?? ''}`).execute(pageValues(list)), countRows: () => importPage(db, undefined, orderBy, pageValues(list)).countRows };
  const page = await pageWithTotal(db, await query, list, countRows);
  return { ...page, items: page.items.map((r) => withCounts({ ...r, content: null })) };
}

export type StatementPreview = {
  headers: string[];
  rows: { rowNumber: number; cells: string[] }[];
  rowCount: number;
  mapping: Partial<Record<keyof BankMapping, number | null>>;
  remembered: boolean;
};

/** The mapping step of a DRAFT import: headers, first rows, and the mapping remembered for this header (or guessed). */
export async function previewOf(db: Executor, row: { status: string; content: string | null; headerSignature: string }): Promise<StatementPreview | null> {
  if (row.status !== 'DRAFT' || row.content === null) return null;
  const table = asInput(() => readStatement(row.content!));
  const [remembered] = await db.select().from(bankColumnMappings).where(eq(bankColumnMappings.headerSignature, row.headerSignature));
  return {
    headers: table.headers,
    rows: table.rows.slice(0, PREVIEW_ROWS).map((r) => ({ rowNumber: r.rowNumber, cells: table.headers.map((_h, i) => (r.cells[i] ?? '').trim().slice(0, 200)) })),
    rowCount: table.rows.length,
    mapping: (remembered?.mapping as BankMapping | undefined) ?? suggestMapping(table.headers),
    remembered: Boolean(remembered),
  };
}

export async function previewOfImport(db: Executor, importId: number) {
  const [row] = await db.select({ status: bankImports.status, content: bankImports.content, headerSignature: bankImports.headerSignature }).from(bankImports).where(eq(bankImports.id, importId));
  return row ? previewOf(db, row) : null;
}

/**
 * `previewBankStatement(file)`: reads the uploaded CSV (text checked by content, at most 5 MB and
 * 5,000 rows) and keeps it as a DRAFT import waiting for its column mapping.
 */
export async function previewBankStatement(services: Services, actor: Viewer, upload: { stream: Readable; name: string }): Promise<BankImportRow> {
  const bytes = await readUpload(upload.stream);
  const { text, table } = asInput(() => {
    const decoded = decodeText(bytes);
    return { text: decoded, table: readStatement(decoded) };
  });
  const fileName = (upload.name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, 200) || DEFAULT_STATEMENT_NAME;
  const [row] = await services.database.db
    .insert(bankImports)
    .values({ fileName, headerSignature: table.headerSignature, content: text, createdBy: actor.id })
    .returning({ id: bankImports.id });
  return bankImportById(services.database.db, row.id);
}


/** The fingerprint of a line: the bank's transaction id when mapped, else a hash of day, amount, concept and occurrence. */
export function fingerprintsOf(lines: StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    if (l.bankReference) return `ref:${fold(l.bankReference)}`;
    const key = `${l.day}|${l.amountCents}|${fold(l.concept)}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return `h:${createHash('sha256').update(`${key}|${occurrence}`).digest('hex')}`;
  });
}

/**
 * `importBankStatement(id, mapping)`: stores the DRAFT import's credit lines under `mapping`
 * (remembered for this header), each new one with its proposal, each seen before as DUPLICATE.
 * Imports run one at a time (an advisory lock), so two uploads of one file never both count a line as new.
 */
export async function importBankStatement(services: Services, actor: Viewer, id: unknown, input: unknown): Promise<BankImportRow> {
  const mapping = parseInput(bankMappingInput, input);
  const importId = toId(id);
  if (!importId) throw notFound(IMPORT_NOT_FOUND);
  const { db } = services.database;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank_imports.lines'))`);
    const [draft] = await tx.select().from(bankImports).where(eq(bankImports.id, importId)).for('update');
    if (!draft) throw notFound(IMPORT_NOT_FOUND);
    if (draft.status !== 'DRAFT' || draft.content === null) throw conflict('STATEMENT_IMPORTED', 'Este extracto ya fue importado.');
    const table: StatementTable = asInput(() => readStatement(draft.content!));
    const { lines, debits, skipped } = asInput(() => linesOf(table, mapping), 'amount');
    if (lines.length === 0 && skipped.length > 0) {
      throw badInput({ amount: `Ninguna fila tiene fecha e importe válidos con estas columnas (${skipped[0].reason}, fila ${skipped[0].rowNumber}).` });
    }
    const prints = fingerprintsOf(lines);
    const known = new Map<string, number>();
    for (let i = 0; i < prints.length; i += 5000) {
      const chunk = prints.slice(i, i + 5000);
      const rows = await tx
        .select({ id: bankStatementLines.id, fingerprint: bankStatementLines.fingerprint })
        .from(bankStatementLines)
        .where(and(inArray(bankStatementLines.fingerprint, chunk), isNull(bankStatementLines.duplicateOfId)));
      rows.forEach((r) => known.set(r.fingerprint, r.id));
    }
    const fresh = lines.filter((_l, i) => !known.has(prints[i]));
    const proposals = await proposeMatches(tx, fresh);
    let next = 0;
    const values = lines.map((l, i) => {
      const first = known.get(prints[i]);
      const common = { importId, rowNumber: l.rowNumber, fingerprint: prints[i], day: l.day, amountCents: l.amountCents, concept: l.concept, bankReference: l.bankReference };
      if (first !== undefined) return { ...common, state: 'DUPLICATE' as const, duplicateOfId: first, reason: 'La misma línea ya fue importada en un extracto anterior.' };
      return { ...common, ...proposals[next++] };
    });
    for (let i = 0; i < values.length; i += 500) await tx.insert(bankStatementLines).values(values.slice(i, i + 500));
    const duplicates = values.length - fresh.length;
    await tx
      .update(bankImports)
      .set({ status: 'IMPORTED', content: null, mapping, lineCount: values.length, newCount: fresh.length, duplicateCount: duplicates, debitCount: debits, importedAt: new Date() })
      .where(eq(bankImports.id, importId));
    await tx
      .insert(bankColumnMappings)
      .values({ headerSignature: draft.headerSignature, mapping, updatedBy: actor.id })
      .onConflictDoUpdate({ target: bankColumnMappings.headerSignature, set: { mapping, updatedBy: actor.id, updatedAt: new Date() } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'bankStatement.imported',
      targetType: 'bankImport',
      targetId: importId,
      after: { fileName: draft.fileName, lines: values.length, new: fresh.length, duplicates, debits, skipped: skipped.length, proposed: proposals.filter((p) => p.state === 'PROPOSED').length },
    });
  });
  return bankImportById(db, importId);
}

/** The line locked for a decision; CONFLICT unless in one of `states`. */
async function lockLine(tx: Executor, id: number, states: BankLineState[]) {
  const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, id)).for('update');
  if (!line) throw notFound(LINE_NOT_FOUND);
  if (!states.includes(line.state)) {
    const said = { CONFIRMED: 'ya fue confirmada', DISMISSED: 'fue descartada', DUPLICATE: 'ya había sido importada', PROPOSED: 'tiene una propuesta', UNMATCHED: 'no tiene propuesta' }[line.state];
    throw conflict('LINE_DECIDED', `La línea ${line.rowNumber} ${said}.`);
  }
  return line;
}

/** The payment a line pays: same amount, or the whole transaction is undone. */
async function settle(tx: Tx, services: Services, actor: Viewer, line: typeof bankStatementLines.$inferSelect, target: { paymentId: string } | { userId: string; chargeIds: number[] }, note: string | null) {
  let paymentId: string;
  if ('paymentId' in target) {
    const [payment] = await tx.select({ amountCents: payments.amountCents, channel: payments.channel }).from(payments).where(eq(payments.id, target.paymentId));
    if (!payment || payment.channel !== 'REPORTED') throw notFound('No se encontró el informe de pago.');
    if (payment.amountCents !== line.amountCents) {
      throw badInput({ paymentId: `El importe del informe (${formatCents(payment.amountCents)}) no coincide con el de la línea (${formatCents(line.amountCents)}).` });
    }
    await decideReportedPayment(tx, services, actor, target.paymentId, { decision: 'APPROVE', note: note ?? `Acreditado en el extracto bancario: ${line.concept}` });
    paymentId = target.paymentId;
  } else {
    const result = await recordGeneratedPayment(tx, services, actor, {
      userId: target.userId,
      chargeIds: target.chargeIds,
      informedDay: line.day,
      method: 'TRANSFERENCIA',
      internalReceipt: line.bankReference ?? `Extracto ${line.importId}, fila ${line.rowNumber}`,
      note: note ?? `Transferencia del extracto bancario: ${line.concept}`,
      notify: true,
    });
    const [payment] = await tx.select({ amountCents: payments.amountCents }).from(payments).where(eq(payments.id, result.paymentId));
    if (payment.amountCents !== line.amountCents) {
      throw badInput({ chargeIds: `Los cargos elegidos suman ${formatCents(payment.amountCents)} y la línea ${formatCents(line.amountCents)}.` });
    }
    paymentId = result.paymentId;
  }
  try {
    await tx.update(bankStatementLines).set({ state: 'CONFIRMED', paymentId, decidedBy: actor.id, decidedAt: new Date() }).where(eq(bankStatementLines.id, line.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('PAYMENT_ALREADY_MATCHED', 'Ese pago ya está asociado a otra línea del extracto.');
    throw error;
  }
  return paymentId;
}

export type ConfirmResult = { confirmed: BankLineRow[]; failures: { lineId: number; message: string }[] };

/**
 * `confirmBankMatches(lineIds)`: confirms each line's proposal, each in its own transaction (a
 * line locked, confirmed at most once): a report is approved, or a payment recorded for the
 * proposed charges. A line that cannot be confirmed is reported with its reason; the others go on.
 */
export async function confirmBankMatches(services: Services, actor: Viewer, rawIds: unknown): Promise<ConfirmResult> {
  const ids = Array.isArray(rawIds) ? [...new Set(rawIds.map(toId))] : [];
  if (ids.length === 0 || ids.some((id) => id === null)) throw badInput({ lineIds: 'Elija las líneas a confirmar.' });
  if (ids.length > MAX_LINES_PER_CONFIRM) throw badInput({ lineIds: `Como máximo ${MAX_LINES_PER_CONFIRM} líneas por vez.` });
  const { db } = services.database;
  const confirmed: number[] = [];
  const failures: ConfirmResult['failures'] = [];
  for (const id of ids as number[]) {
    try {
      await db.transaction(async (tx) => {
        const line = await lockLine(tx, id, ['PROPOSED']);
        const target =
          line.proposalKind === 'CONFIRM_REPORT' && line.proposedPaymentId
            ? { paymentId: line.proposedPaymentId }
            : line.proposalKind === 'RECORD_PAYMENT' && line.proposedUserId && line.proposedChargeIds?.length
              ? { userId: line.proposedUserId, chargeIds: line.proposedChargeIds }
              : null;
        if (!target) throw conflict('LINE_PROPOSAL_GONE', `La línea ${line.rowNumber} ya no tiene una propuesta válida: asóciela a mano.`);
        const paymentId = await settle(tx, services, actor, line, target, null);
        await recordAudit(tx, { actorId: actor.id, action: 'bankLine.confirmed', targetType: 'bankStatementLine', targetId: id, targetUserId: line.proposedUserId, before: { state: line.state }, after: { state: 'CONFIRMED', paymentId, proposalKind: line.proposalKind } });
      });
      confirmed.push(id);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      failures.push({ lineId: id, message: error.message });
    }
  }
  const rows = confirmed.length ? await bankLinesByIds(db, confirmed) : [];
  return { confirmed: rows, failures };
}

/** `dismissBankLine(id)`: a line that is not a payment to match (PROPOSED or UNMATCHED) is set aside. */
export async function dismissBankLine(services: Services, actor: Viewer, rawId: unknown): Promise<BankLineRow> {
  const id = toId(rawId);
  if (!id) throw notFound(LINE_NOT_FOUND);
  const { db } = services.database;
  await db.transaction(async (tx) => {
    const line = await lockLine(tx, id, ['PROPOSED', 'UNMATCHED']);
    await tx.update(bankStatementLines).set({ state: 'DISMISSED', decidedBy: actor.id, decidedAt: new Date() }).where(eq(bankStatementLines.id, id));
    await recordAudit(tx, { actorId: actor.id, action: 'bankLine.dismissed', targetType: 'bankStatementLine', targetId: id, before: { state: line.state }, after: { state: 'DISMISSED' } });
  });
  return bankLineById(db, id);
}

/**
 * `matchBankLine(id, data)`: treasury names what a line pays (a reported payment under review, or a
 * person's pending charges) and it is confirmed at once, in one transaction; the amounts must agree.
 */
export async function matchBankLine(services: Services, actor: Viewer, rawId: unknown, input: unknown): Promise<BankLineRow> {
  const data = parseInput(bankManualMatchInput, input);
  const id = toId(rawId);
  if (!id) throw notFound(LINE_NOT_FOUND);
  const { db } = services.database;
  await db.transaction(async (tx) => {
    const line = await lockLine(tx, id, ['PROPOSED', 'UNMATCHED']);
    const target = data.paymentId ? { paymentId: data.paymentId } : { userId: data.userId!, chargeIds: data.chargeIds };
    const paymentId = await settle(tx, services, actor, line, target, data.note);
    await recordAudit(tx, { actorId: actor.id, action: 'bankLine.matched', targetType: 'bankStatementLine', targetId: id, before: { state: line.state }, after: { state: 'CONFIRMED', paymentId, ...target } });
  });
  return bankLineById(db, id);
}
