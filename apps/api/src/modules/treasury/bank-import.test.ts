import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bankColumnMappings, bankImports, bankStatementLines } from '../../db/schema/bank-statements';
import { charges } from '../../db/schema/charges';
import { payments, receipts } from '../../db/schema/payments';
import { buildCharge } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { openPayment } from '../payments/payments.service';
import { formatReference, normalizeReference, transferReferenceOf } from '../payments/payments.service';

const PREVIEW = `mutation ($file: File!) { previewBankStatement(file: $file) { id status fileName preview { headers rowCount remembered rows { rowNumber cells } mapping { date amount concept reference sign } } } }`;
const IMPORT = `mutation ($id: ID!, $mapping: BankColumnMappingInput!) { importBankStatement(id: $id, mapping: $mapping) { id status lineCount newCount duplicateCount debitCount counts { proposed unmatched confirmed dismissed duplicate } } }`;
const LINES = `query ($importId: ID!, $state: [BankLineState!], $pageSize: Int) { bankStatementLines(importId: $importId, state: $state, pageSize: $pageSize) { total items { id rowNumber day amountCents concept state proposalKind confidence reason referenceCode personName paymentId charges { id } proposedPayment { amountCents } } } }`;
const LIST = `query ($pageSize: Int) { bankImports(pageSize: $pageSize) { total items { id fileName status lineCount counts { proposed unmatched confirmed dismissed duplicate } } } }`;
const CONFIRM = `mutation ($ids: [ID!]!) { confirmBankMatches(lineIds: $ids) { confirmed { id state paymentId } failures { lineId message } } }`;
const DISMISS = `mutation ($id: ID!) { dismissBankLine(id: $id) { id state } }`;
const MATCH = `mutation ($id: ID!, $data: BankManualMatchInput!) { matchBankLine(id: $id, data: $data) { id state paymentId } }`;
const CANDIDATES = `query ($lineId: ID!, $search: String) { bankMatchCandidates(lineId: $lineId, search: $search) { reports { paymentId name sameAmount } people { userId name charges { id owingCents } } } }`;

type Line = { id: string; rowNumber: number; day: string; amountCents: number; concept: string; state: string; proposalKind: string | null; confidence: string | null; reason: string | null; referenceCode: string | null; personName: string | null; paymentId: string | null; charges: { id: string }[] };
type Preview = { previewBankStatement: { id: string; status: string; preview: { headers: string[]; rowCount: number; remembered: boolean; rows: { cells: string[] }[]; mapping: Record<string, number | null> } } };

let h: Harness;
let treasury: string;
let treasurer: { id: string; email: string };
beforeAll(async () => {
  h = await createHarness();
  const t = await h.signIn('TESORERIA');
  treasury = t.token;
  treasurer = t.user;
});
afterAll(() => h.close());

const MAPPING = { date: 0, amount: 3, concept: 1, reference: null, sign: null };
/** An amount no other test uses (reports are proposed by amount). */
// Unique amounts whose sum of two stays under MAX_FEE_CENTS (one payment's cap): at most $ 4.000.000,00 each.
const uniqueCents = () => randomInt(100_000, 40_000_000) * 10 + 7;
const pesos = (cents: number) => `${Math.floor(cents / 100).toLocaleString('es-AR')},${String(cents % 100).padStart(2, '0')}`;
const csv = (rows: string[][]) => ['Fecha;Concepto;Débito;Crédito', ...rows.map((r) => r.join(';'))].join('\r\n');

async function upload(text: string | Buffer, token = treasury, name = 'extracto.csv') {
  return h.gqlMultipart<Preview>(PREVIEW, { file: null }, { file: { bytes: Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'), name, type: 'text/csv' } }, { token });
}
async function importCsv(text: string, mapping: Record<string, number | null> = MAPPING) {
  const up = await upload(text);
  expect(up.errors).toBeUndefined();
  const res = await h.gql<{ importBankStatement: { id: string; counts: Record<string, number>; newCount: number; duplicateCount: number; debitCount: number } }>(IMPORT, { id: up.data!.previewBankStatement.id, mapping }, { token: treasury });
  expect(res.errors).toBeUndefined();
  return res.data!.importBankStatement;
}
async function linesOf(importId: string, state?: string[]) {
  const res = await h.gql<{ bankStatementLines: { items: Line[] } }>(LINES, { importId, state, pageSize: 100 }, { token: treasury });
  expect(res.errors).toBeUndefined();
  return res.data!.bankStatementLines.items;
}
/** A member with a reference code; optionally a reported payment under review over a new charge. */
async function member(o: { reportCents?: number; reportDay?: string; pendingCents?: number[] } = {}) {
  const signed = await h.signIn('USER');
  const code = await transferReferenceOf(h.db, signed.user.id);
  let reportId: string | null = null;
  if (o.reportCents) {
    const charge = await buildCharge(h.db, { userId: signed.user.id, amountCents: o.reportCents, description: 'Cuota informada' });
    reportId = await h.db.transaction(
      async (tx) => (await openPayment(tx, { userId: signed.user.id, chargeIds: [charge.id], method: 'TRANSFERENCIA', channel: 'REPORTED', status: 'UNDER_REVIEW', columns: { informedDay: o.reportDay ?? '2026-03-02' } })).id,
    );
  }
  const pending = [];
  for (const [i, cents] of (o.pendingCents ?? []).entries()) {
    pending.push(await buildCharge(h.db, { userId: signed.user.id, amountCents: cents, description: `Deuda ${i + 1}`, createdAt: new Date(Date.UTC(2025, i, 1)) }));
  }
  return { ...signed, code, reportId, pending };
}

describe('importing a statement', () => {
  it('previews the columns, stores the credits, proposes matches and recognises the same file again', async () => {
    const a = uniqueCents();
    const ana = await member({ reportCents: a });
    const b1 = uniqueCents();
    const b2 = uniqueCents();
    const beto = await member({ pendingCents: [b1, b2, uniqueCents()] });
    const c = uniqueCents();
    const carla = await member({ reportCents: c, reportDay: '2026-03-03' });
    const text = csv([
      ['02/03/2026', `TRANSF ${ana.user.firstName} ${ana.code.toLowerCase()}`, '', pesos(a)],
      ['03/03/2026', `Pago cuotas ref ${beto.code}`, '', pesos(b1 + b2)],
      ['04/03/2026', 'TRANSFERENCIA RECIBIDA SIN DATOS', '', pesos(c)],
      ['04/03/2026', 'DEPOSITO DESCONOCIDO', '', pesos(uniqueCents())],
      ['05/03/2026', 'COMISION', '1.500,00', ''],
    ]);
    const up = await upload(text);
    expect(up.errors).toBeUndefined();
    const draft = up.data!.previewBankStatement;
    expect(draft.status).toBe('DRAFT');
    expect(draft.preview).toMatchObject({ headers: ['Fecha', 'Concepto', 'Débito', 'Crédito'], rowCount: 5, mapping: { date: 0, amount: 3, concept: 1, reference: null, sign: null } });
    expect(draft.preview.rows[0].cells[0]).toBe('02/03/2026');

    const done = await h.gql<{ importBankStatement: { status: string; lineCount: number; newCount: number; debitCount: number; counts: Record<string, number> } }>(IMPORT, { id: draft.id, mapping: MAPPING }, { token: treasury });
    expect(done.errors).toBeUndefined();
    expect(done.data!.importBankStatement).toMatchObject({ status: 'IMPORTED', lineCount: 4, newCount: 4, debitCount: 1, counts: { proposed: 3, unmatched: 1, duplicate: 0 } });
    const lines = await linesOf(draft.id);
    expect(lines.map((l) => [l.state, l.proposalKind, l.confidence])).toEqual([
      ['PROPOSED', 'CONFIRM_REPORT', 'HIGH'],
      ['PROPOSED', 'RECORD_PAYMENT', 'MEDIUM'],
      ['PROPOSED', 'CONFIRM_REPORT', 'LOW'],
      ['UNMATCHED', null, null],
    ]);
    expect(lines[0]).toMatchObject({ referenceCode: ana.code, personName: `${ana.user.firstName} ${ana.user.lastName}` });
    expect(lines[0].reason).toContain(`Código ${formatReference(ana.code)}`);
    expect(lines[1].charges.map((x) => Number(x.id))).toEqual(beto.pending.slice(0, 2).map((x) => x.id));
    expect(lines[2].reason).toMatch(/^Sin código de referencia: .* informó un pago por el mismo importe/);
    expect(lines[3].reason).toMatch(/Sin código de referencia y sin informes/);
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'bankStatement.imported'), eq(auditLog.targetId, draft.id)));
    expect(audit.actorId).toBe(treasurer.id);

    // The same file again: the mapping is remembered, and every line is "ya importada", never proposed twice.
    const again = await upload(text);
    expect(again.data!.previewBankStatement.preview).toMatchObject({ remembered: true, mapping: MAPPING });
    const second = await h.gql<{ importBankStatement: { counts: Record<string, number> } }>(IMPORT, { id: again.data!.previewBankStatement.id, mapping: MAPPING }, { token: treasury });
    expect(second.data!.importBankStatement.counts).toMatchObject({ duplicate: 4, proposed: 0, unmatched: 0 });
    expect((await linesOf(again.data!.previewBankStatement.id)).every((l) => l.state === 'DUPLICATE')).toBe(true);

    // Confirming: the report is approved, a payment is recorded for the charges; both e-mailed.
    const res = await h.gql<{ confirmBankMatches: { confirmed: Line[]; failures: unknown[] } }>(CONFIRM, { ids: [lines[0].id, lines[1].id] }, { token: treasury });
    expect(res.errors).toBeUndefined();
    expect(res.data!.confirmBankMatches.failures).toEqual([]);
    expect(res.data!.confirmBankMatches.confirmed.map((l) => l.state)).toEqual(['CONFIRMED', 'CONFIRMED']);
    const [report] = await h.db.select().from(payments).where(eq(payments.id, ana.reportId!));
    expect(report).toMatchObject({ status: 'APPROVED', decidedBy: treasurer.id });
    expect(res.data!.confirmBankMatches.confirmed.find((l) => l.id === lines[0].id)!.paymentId).toBe(ana.reportId);
    const recorded = res.data!.confirmBankMatches.confirmed.find((l) => l.id === lines[1].id)!.paymentId!;
    const [generated] = await h.db.select().from(payments).where(eq(payments.id, recorded));
    expect(generated).toMatchObject({ userId: beto.user.id, channel: 'GENERATED', method: 'TRANSFERENCIA', status: 'APPROVED', amountCents: b1 + b2, informedDay: '2026-03-03' });
    const betoCharges = await h.db.select().from(charges).where(eq(charges.userId, beto.user.id));
    expect(betoCharges.filter((x) => x.status === 'PAID').map((x) => x.id).sort()).toEqual(beto.pending.slice(0, 2).map((x) => x.id).sort());
    await h.flushMail();
    expect(h.smtp.messages.some((m) => m.to.includes(ana.user.email) && m.subject === 'Su pago fue aprobado')).toBe(true);
    // The recorded one is e-mailed as any payment treasury records (recordGeneratedPayment), once, with the receipt link.
    const betoMail = h.smtp.messages.filter((m) => m.to.includes(beto.user.email));
    expect(betoMail.map((m) => m.subject)).toEqual(['Tesorería registró su pago']);
    expect(betoMail[0].text).toContain('Transferencia');
    expect(betoMail[0].text).toContain('03/03/2026');
    expect(await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'bankLine.confirmed'), eq(auditLog.targetId, lines[0].id)))).toHaveLength(1);

    // A line is confirmed once: again, it fails with its reason and nothing changes.
    const twice = await h.gql<{ confirmBankMatches: { confirmed: Line[]; failures: { lineId: string; message: string }[] } }>(CONFIRM, { ids: [lines[0].id] }, { token: treasury });
    expect(twice.data!.confirmBankMatches).toEqual({ confirmed: [], failures: [{ lineId: lines[0].id, message: 'La línea 2 ya fue confirmada.' }] });

    // The low-confidence one is matched by hand to Carla's report; the unknown deposit dismissed.
    const candidates = await h.gql<{ bankMatchCandidates: { reports: { paymentId: string; sameAmount: boolean }[] } }>(CANDIDATES, { lineId: lines[2].id }, { token: treasury });
    expect(candidates.data!.bankMatchCandidates.reports).toContainEqual(expect.objectContaining({ paymentId: carla.reportId, sameAmount: true }));
    const matched = await h.gql<{ matchBankLine: Line }>(MATCH, { id: lines[2].id, data: { paymentId: carla.reportId, note: 'Verificado con el comprobante' } }, { token: treasury });
    expect(matched.data!.matchBankLine).toMatchObject({ state: 'CONFIRMED', paymentId: carla.reportId });
    const dismissed = await h.gql<{ dismissBankLine: Line }>(DISMISS, { id: lines[3].id }, { token: treasury });
    expect(dismissed.data!.dismissBankLine.state).toBe('DISMISSED');
    expect(codeOf(await h.gql(DISMISS, { id: lines[3].id }, { token: treasury }))).toBe('CONFLICT');
    const filtered = await linesOf(draft.id, ['CONFIRMED']);
    expect(filtered).toHaveLength(3);
  });

  it('finds a member\'s code written as the member sees it (XXXX-XXXX) or as it is stored (XXXXXXXX)', async () => {
    const people = await Promise.all([0, 1, 2, 3].map(() => member({ pendingCents: [uniqueCents()] })));
    const [shown, stored, lower, spaced] = people;
    const decoy = [...'0123456789ABCDEFGHJKMNPQRSTVWXYZ'].map((c) => `P4G${c}`).find((w) => normalizeReference(w + spaced.code.slice(0, 4)))!;
    expect(decoy).toBeDefined();
    const imported = await importCsv(
      csv([
        ['02/03/2026', `TRANSF INMEDIATA REF ${formatReference(shown.code)} CUOTA`, '', pesos(shown.pending[0].amountCents)],
        ['02/03/2026', `TRANSFERENCIA ${stored.code} CUOTA`, '', pesos(stored.pending[0].amountCents)],
        ['02/03/2026', `pago cuota ${formatReference(lower.code).toLowerCase()}`, '', pesos(lower.pending[0].amountCents)],
        // The word before it, glued to the code's first half, reads as another valid code (not anyone's).
        ['02/03/2026', `${decoy} ${spaced.code.slice(0, 4)} ${spaced.code.slice(4)}`, '', pesos(spaced.pending[0].amountCents)],
      ]),
    );
    const lines = await linesOf(imported.id);
    expect(lines.map((l) => [l.state, l.proposalKind, l.referenceCode])).toEqual(people.map((p) => ['PROPOSED', 'RECORD_PAYMENT', p.code]));
    expect(lines.map((l) => l.charges.map((c) => Number(c.id)))).toEqual(people.map((p) => [p.pending[0].id]));
  });

  it('uses a mapped bank transaction id as the fingerprint across overlapping statements', async () => {
    const x = uniqueCents();
    const head = 'Fecha,Descripción,Importe,Nro. de operación';
    const first = [head, `2026-03-01,Uno,${(x / 100).toFixed(2)},OP-${x}`, `2026-03-02,Dos,${((x + 1) / 100).toFixed(2)},OP-${x + 1}`].join('\n');
    const overlap = [head, `2026-03-02,Dos (otra leyenda),${((x + 1) / 100).toFixed(2)},OP-${x + 1}`, `2026-03-03,Tres,${((x + 2) / 100).toFixed(2)},OP-${x + 2}`].join('\n');
    const mapping = { date: 0, amount: 2, concept: 1, reference: 3, sign: null };
    await importCsv(first, mapping);
    const second = await importCsv(overlap, mapping);
    expect(second).toMatchObject({ newCount: 1, duplicateCount: 1 });
    // The same concept, day and amount twice in one file are two lines (occurrence index), both new.
    const y = uniqueCents();
    const repeated = await importCsv(csv([['10/03/2026', 'REPETIDA', '', pesos(y)], ['10/03/2026', 'REPETIDA', '', pesos(y)]]));
    expect(repeated).toMatchObject({ newCount: 2, duplicateCount: 0 });
    const [mapped] = await h.db.select().from(bankColumnMappings).where(eq(bankColumnMappings.headerSignature, 'fecha|descripcion|importe|nro. de operacion'));
    expect(mapped.mapping).toEqual(mapping);
  });

  it('refuses hostile files and bad mappings with Spanish messages, and changes nothing', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), treasury, 'extracto.csv');
    expect(codeOf(pdf)).toBe('BAD_USER_INPUT');
    expect(pdf.errors![0].extensions!.fields).toEqual({ file: expect.stringMatching(/no es un CSV de texto/) });
    const binary = await upload(Buffer.from([0x46, 0x00, 0x01, 0x02, 0x03, 0x3b, 0x41]));
    expect(codeOf(binary)).toBe('BAD_USER_INPUT');
    const longLine = await upload(`a;b;c\n${'='.repeat(10_000)};1;2`);
    expect(longLine.errors![0].extensions!.fields).toEqual({ file: expect.stringMatching(/La línea 2 es demasiado larga/) });
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 0x41));
    expect(huge.errors![0].extensions!.fields).toEqual({ file: expect.stringMatching(/supera el máximo de 5 MB/) });
    const latin = await upload(Buffer.from('Fecha;Descripción;Débito;Crédito\n01/03/2026;=cmd|\' /C calc\'!A0 Peña;;10,00\n', 'latin1'));
    expect(latin.errors).toBeUndefined();
    expect(latin.data!.previewBankStatement.preview.headers[1]).toBe('Descripción');

    const up = await upload(csv([['01/03/2026', 'X', '', '10,00']]));
    const id = up.data!.previewBankStatement.id;
    const same = await h.gql(IMPORT, { id, mapping: { ...MAPPING, concept: 0 } }, { token: treasury });
    expect(codeOf(same)).toBe('BAD_USER_INPUT');
    expect(same.errors![0].extensions!.fields).toEqual({ concept: 'Esa columna ya está elegida para otro dato' });
    const wrong = await h.gql(IMPORT, { id, mapping: { date: 1, amount: 3, concept: 0 } }, { token: treasury });
    expect(wrong.errors![0].extensions!.fields).toEqual({ amount: expect.stringMatching(/^Ninguna fila tiene fecha e importe válidos/) });
    expect(codeOf(await h.gql(IMPORT, { id: '2147483000', mapping: MAPPING }, { token: treasury }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(IMPORT, { id, mapping: { date: 0, amount: 99, concept: 1 } }, { token: treasury }))).toBe('BAD_USER_INPUT');
    expect((await h.db.select().from(bankStatementLines).where(eq(bankStatementLines.importId, Number(id))))).toHaveLength(0);
    // Formula text is stored neutralised.
    const formula = await importCsv(csv([['01/03/2026', '=HYPERLINK("http://x")', '', pesos(uniqueCents())]]));
    expect((await linesOf(formula.id))[0].concept).toBe('\'=HYPERLINK("http://x")');
    expect(codeOf(await h.gql(IMPORT, { id: formula.id, mapping: MAPPING }, { token: treasury }))).toBe('CONFLICT');
  });

  it('refuses a manual match whose amount differs, and a treasurer confirming their own report', async () => {
    const a = uniqueCents();
    const other = await member({ reportCents: a + 100 });
    const imported = await importCsv(csv([['02/03/2026', 'SIN REFERENCIA', '', pesos(a)]]));
    const [line] = await linesOf(imported.id);
    const res = await h.gql(MATCH, { id: line.id, data: { paymentId: other.reportId } }, { token: treasury });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(/El importe del informe .* no coincide con el de la línea/);
    const charge = await buildCharge(h.db, { userId: other.user.id, amountCents: a + 5 });
    const byCharges = await h.gql(MATCH, { id: line.id, data: { userId: other.user.id, chargeIds: [String(charge.id)] } }, { token: treasury });
    expect(byCharges.errors![0].extensions!.fields).toEqual({ chargeIds: expect.stringMatching(/Los cargos elegidos suman/) });
    expect((await h.db.select().from(charges).where(eq(charges.id, charge.id)))[0].status).toBe('PENDING');
    expect(codeOf(await h.gql(MATCH, { id: line.id, data: {} }, { token: treasury }))).toBe('BAD_USER_INPUT');
    const found = await h.gql<{ bankMatchCandidates: { people: { userId: string; charges: { id: string; owingCents: number }[] }[] } }>(CANDIDATES, { lineId: line.id, search: other.user.email }, { token: treasury });
    expect(found.data!.bankMatchCandidates.people).toEqual([{ userId: other.user.id, name: expect.any(String), charges: [{ id: String(charge.id), owingCents: a + 5 }] }]);
    expect(codeOf(await h.gql(MATCH, { id: '2147483000', data: { paymentId: other.reportId } }, { token: treasury }))).toBe('NOT_FOUND');

    // A treasurer who is also a member: their own report is not theirs to confirm.
    const both = await h.signIn(['USER', 'TESORERIA']);
    const code = await transferReferenceOf(h.db, both.user.id);
    const c = await buildCharge(h.db, { userId: both.user.id, amountCents: uniqueCents() });
    await h.db.transaction((tx) => openPayment(tx, { userId: both.user.id, chargeIds: [c.id], method: 'TRANSFERENCIA', channel: 'REPORTED', status: 'UNDER_REVIEW', columns: { informedDay: '2026-03-02' } }));
    const own = await importCsv(csv([['02/03/2026', `REF ${code}`, '', pesos(c.amountCents)]]));
    const [ownLine] = await linesOf(own.id);
    expect(ownLine.proposalKind).toBe('CONFIRM_REPORT');
    const refused = await h.gql<{ confirmBankMatches: { failures: { message: string }[] } }>(CONFIRM, { ids: [ownLine.id] }, { token: both.token });
    expect(refused.data!.confirmBankMatches.failures).toEqual([{ lineId: ownLine.id, message: 'No puede aprobar ni rechazar un pago propio: debe decidirlo otra persona de Tesorería.' }]);
    expect((await linesOf(own.id))[0].state).toBe('PROPOSED');
  });
});

describe('who may', () => {
  it('only TESORERIA: anonymous is UNAUTHENTICATED, anyone else FORBIDDEN', async () => {
    const { token: user } = await h.signIn('USER');
    const { token: admin } = await h.signIn('ADMIN');
    expect(codeOf(await h.gql(LIST))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(LIST, {}, { token: user }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(LIST, {}, { token: admin }))).toBe('FORBIDDEN');
    expect(codeOf(await upload(csv([['01/03/2026', 'x', '', '1,00']]), user))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(CONFIRM, { ids: ['1'] }, { token: user }))).toBe('FORBIDDEN');
  });
});

describe('lists', () => {
  it('bankImports and bankStatementLines take 2 statements (the session check, then the page), whatever the page size', async () => {
    const rows = Array.from({ length: 30 }, (_v, i) => ['01/03/2026', `Linea ${i}`, '', pesos(uniqueCents())]);
    const imported = await importCsv(csv(rows));
    await importCsv(csv([['01/03/2026', 'otra', '', pesos(uniqueCents())]]));
    const count = (query: string, variables: Record<string, unknown>) =>
      h.countStatements(async () => {
        const res = await h.gql(query, variables, { token: treasury });
        expect(res.errors).toBeUndefined();
      });
    const imports = [await count(LIST, { pageSize: 1 }), await count(LIST, { pageSize: 50 })];
    const lines = [await count(LINES, { importId: imported.id, pageSize: 5 }), await count(LINES, { importId: imported.id, pageSize: 30 })];
    console.log('bank lists: statements (imports, lines):', imports, lines);
    expect(imports[1]).toBe(imports[0]);
    expect(lines[1]).toBe(lines[0]);
    expect([...imports, ...lines]).toEqual([2, 2, 2, 2]); // the session check, then the page
  });
});

describe('list order', () => {
  it('every sort of both lists in both directions gives the order the database gives, page after page (the prepared statements)', async () => {
    const days = ['03/03/2026', '01/03/2026', '02/03/2026'];
    const imported = await importCsv(csv(Array.from({ length: 7 }, (_v, i) => [days[i % 3], `Orden ${i}`, '', pesos(uniqueCents())])));
    await importCsv(csv([['04/03/2026', 'Orden otra', '', pesos(uniqueCents())]]));
    const SORTED_LINES = `query ($importId: ID!, $page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) { bankStatementLines(importId: $importId, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) { items { id } } }`;
    const SORTED_IMPORTS = `query ($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) { bankImports(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) { items { id } } }`;
    const idsOf = async (query: string, key: string, variables: Record<string, unknown>) => {
      const ids: string[] = [];
      for (const page of [0, 1]) ids.push(...((await h.gql<Record<string, { items: { id: string }[] }>>(query, { ...variables, page, pageSize: 3 }, { token: treasury })).data![key].items.map((r) => String(r.id))));
      return ids;
    };
    const lineKeys = { row: 'row_number', day: 'day', amount: 'amount_cents', state: 'state' };
    for (const [sort, column] of Object.entries(lineKeys)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const expected = await h.db
          .select({ id: bankStatementLines.id })
          .from(bankStatementLines)
          .where(eq(bankStatementLines.importId, Number(imported.id)))
          .orderBy(sql.raw(`${column} ${direction}`), bankStatementLines.id)
          .limit(6);
        expect(await idsOf(SORTED_LINES, 'bankStatementLines', { importId: imported.id, sort, direction }), `lines ${sort} ${direction}`).toEqual(expected.map((r) => String(r.id)));
      }
    }
    const importKeys: [string | null, string | null, string][] = [
      [null, null, 'created_at desc'],
      ['created', 'ASC', 'created_at asc'],
      ['created', 'DESC', 'created_at desc'],
      ['fileName', 'ASC', 'file_name asc'],
      ['fileName', 'DESC', 'file_name desc'],
    ];
    for (const [sort, direction, order] of importKeys) {
      const expected = await h.db.select({ id: bankImports.id }).from(bankImports).orderBy(sql.raw(order), desc(bankImports.id)).limit(6);
      expect(await idsOf(SORTED_IMPORTS, 'bankImports', { sort, direction }), `imports ${sort} ${direction}`).toEqual(expected.map((r) => String(r.id)));
    }
  });
});

describe('concurrently', () => {
  it('two treasurers confirming the same line at once: one confirms it, the other is told, one receipt', async () => {
    const a = uniqueCents();
    const ana = await member({ reportCents: a });
    const imported = await importCsv(csv([['02/03/2026', `REF ${ana.code}`, '', pesos(a)]]));
    const [line] = await linesOf(imported.id);
    const { token: second } = await h.signIn('TESORERIA');
    const results = await Promise.all(
      [treasury, second].map((token) => h.gql<{ confirmBankMatches: { confirmed: Line[]; failures: { message: string }[] } }>(CONFIRM, { ids: [line.id] }, { token })),
    );
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    const outcomes = results.map((r) => r.data!.confirmBankMatches);
    expect(outcomes.filter((o) => o.confirmed.length === 1)).toHaveLength(1);
    expect(outcomes.flatMap((o) => o.failures.map((f) => f.message))).toEqual(['La línea 2 ya fue confirmada.']);
    expect(await h.db.select().from(receipts).where(eq(receipts.paymentId, ana.reportId!))).toHaveLength(1);
  });

  it('two proposals of one report: the second confirmation is refused', async () => {
    const a = uniqueCents();
    const ana = await member({ reportCents: a });
    // Two statements naming the same report (different lines): only the first import proposes it.
    const first = await importCsv(csv([['02/03/2026', `REF ${ana.code}`, '', pesos(a)]]));
    const second = await importCsv(csv([['03/03/2026', `OTRA REF ${ana.code}`, '', pesos(a)]]));
    const [l1] = await linesOf(first.id);
    const [l2] = await linesOf(second.id);
    expect(l1.proposalKind).toBe('CONFIRM_REPORT');
    expect(l2.state).toBe('UNMATCHED');
    // Matched by hand at once to the same report: one wins.
    const { token: other } = await h.signIn('TESORERIA');
    const results = await Promise.all([
      h.gql<{ confirmBankMatches: { confirmed: Line[] } }>(CONFIRM, { ids: [l1.id] }, { token: treasury }),
      h.gql(MATCH, { id: l2.id, data: { paymentId: ana.reportId } }, { token: other }),
    ]);
    const won = (results[0].data?.confirmBankMatches.confirmed.length ?? 0) + (results[1].errors ? 0 : 1);
    expect(won).toBe(1);
    expect(await h.db.select().from(bankStatementLines).where(eq(bankStatementLines.paymentId, ana.reportId!))).toHaveLength(1);
  });
});
