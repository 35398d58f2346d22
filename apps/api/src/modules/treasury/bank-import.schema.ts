// GraphQL types and fields of the bank statement import (TESORERIA).
import { bankConfidences, bankLineStates, bankProposalKinds } from '@portal/domain/bank-statements';
import { builder } from '../../graphql/builder';
import { exportArgFields, ExportAnswerRef, exportInput } from '../../graphql/exports';
import { listArgFields, pageType } from '../../graphql/pagination';
import { requestExport } from '../../platform/exports/exports';
import { generatedFiles } from '../files/files.service';
import { bankLinesExport } from './treasury.export';
import { FileScalar } from '../../graphql/enums';
import { bankMatchCandidates, type CandidatePerson, type CandidateReport } from './bank-candidates.read';
import {
  bankImportById,
  confirmBankMatches,
  dismissBankLine,
  importBankStatement,
  listBankImports,
  matchBankLine,
  previewBankStatement,
  previewOfImport,
  type BankImportRow,
  type ConfirmResult,
  type StatementPreview,
} from './bank-import.service';
import { listBankLines, type BankLineRow } from './bank-lines.read';

const treasury = { role: 'TESORERIA' } as const;

const BankLineStateEnum = builder.enumType('BankLineState', {
  description: 'PROPOSED (Propuesta), UNMATCHED (Sin coincidencia), CONFIRMED (Confirmada), DISMISSED (Descartada), DUPLICATE (Ya importada). Labels: @portal/domain/bank-statements.',
  values: bankLineStates,
});
const BankProposalKindEnum = builder.enumType('BankProposalKind', { values: bankProposalKinds, description: 'CONFIRM_REPORT: approve the reported payment; RECORD_PAYMENT: record a payment of the pending charges.' });
const BankConfidenceEnum = builder.enumType('BankConfidence', { values: bankConfidences });
const BankImportStatusEnum = builder.enumType('BankImportStatus', { values: ['DRAFT', 'IMPORTED'] as const, description: 'DRAFT: waiting for its column mapping.' });

const BankColumnMappingRef = builder.objectRef<StatementPreview['mapping']>('BankColumnMapping').implement({
  description: 'Which column (index into the headers) holds each datum; null: not chosen.',
  fields: (t) => ({
    date: t.int({ nullable: true, resolve: (m) => m.date ?? null }),
    amount: t.int({ nullable: true, resolve: (m) => m.amount ?? null }),
    concept: t.int({ nullable: true, resolve: (m) => m.concept ?? null }),
    reference: t.int({ nullable: true, resolve: (m) => m.reference ?? null }),
    sign: t.int({ nullable: true, resolve: (m) => m.sign ?? null }),
  }),
});

const BankPreviewRowRef = builder.objectRef<StatementPreview['rows'][number]>('BankPreviewRow').implement({
  fields: (t) => ({ rowNumber: t.exposeInt('rowNumber', { description: 'Line of the file.' }), cells: t.exposeStringList('cells') }),
});

const BankStatementPreviewRef = builder.objectRef<StatementPreview>('BankStatementPreview').implement({
  description: 'The column-mapping step: the headers, the first rows and the proposed mapping (remembered for this header, or guessed).',
  fields: (t) => ({
    headers: t.exposeStringList('headers'),
    rows: t.field({ type: [BankPreviewRowRef], resolve: (p) => p.rows }),
    rowCount: t.exposeInt('rowCount'),
    mapping: t.field({ type: BankColumnMappingRef, resolve: (p) => p.mapping }),
    remembered: t.exposeBoolean('remembered', { description: 'The mapping was confirmed before for a file with the same headers.' }),
  }),
});

const BankLineCountsRef = builder.objectRef<BankImportRow['counts']>('BankLineCounts').implement({
  fields: (t) => ({
    proposed: t.int({ resolve: (c) => c.PROPOSED }),
    unmatched: t.int({ resolve: (c) => c.UNMATCHED }),
    confirmed: t.int({ resolve: (c) => c.CONFIRMED }),
    dismissed: t.int({ resolve: (c) => c.DISMISSED }),
    duplicate: t.int({ resolve: (c) => c.DUPLICATE }),
  }),
});

const BankImportRef = builder.objectRef<BankImportRow>('BankImport').implement({
  description: 'A bank statement uploaded by treasury.',
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    status: t.expose('status', { type: BankImportStatusEnum }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    importedAt: t.string({ nullable: true, resolve: (r) => r.importedAt?.toISOString() ?? null }),
    lineCount: t.exposeInt('lineCount', { description: 'Credit lines stored (new and already imported).' }),
    newCount: t.exposeInt('newCount'),
    duplicateCount: t.exposeInt('duplicateCount'),
    debitCount: t.exposeInt('debitCount', { description: 'Debits in the file: not matched, not stored.' }),
    counts: t.field({ type: BankLineCountsRef, resolve: (r) => r.counts }),
    preview: t.field({
      type: BankStatementPreviewRef,
      nullable: true,
      description: 'Only while DRAFT (one more query: ask for it on one import, not in lists).',
      resolve: (r, _a, ctx) => (r.status === 'DRAFT' ? previewOfImport(ctx.database.db, r.id) : null),
    }),
  }),
});

const ProposedPaymentRef = builder.objectRef<NonNullable<BankLineRow['proposedPayment']>>('BankProposedPayment').implement({
  fields: (t) => ({
    amountCents: t.exposeInt('amountCents'),
    informedDay: t.exposeString('informedDay', { nullable: true }),
    status: t.exposeString('status'),
  }),
});

const BankLineChargeRef = builder.objectRef<BankLineRow['charges'][number]>('BankLineCharge').implement({
  fields: (t) => ({ id: t.exposeID('id'), description: t.exposeString('description') }),
});

const BankLineRef = builder.objectRef<BankLineRow>('BankStatementLine').implement({
  description: 'A credit line of an imported statement, with its proposal or what it was confirmed as.',
  fields: (t) => ({
    id: t.exposeID('id'),
    importId: t.exposeID('importId'),
    rowNumber: t.exposeInt('rowNumber'),
    day: t.exposeString('day', { description: 'yyyy-mm-dd as the bank says.' }),
    amountCents: t.exposeInt('amountCents'),
    concept: t.exposeString('concept'),
    bankReference: t.exposeString('bankReference', { nullable: true }),
    state: t.expose('state', { type: BankLineStateEnum }),
    proposalKind: t.expose('proposalKind', { type: BankProposalKindEnum, nullable: true }),
    confidence: t.expose('confidence', { type: BankConfidenceEnum, nullable: true }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it was proposed or not (Spanish).' }),
    referenceCode: t.exposeString('referenceCode', { nullable: true }),
    personName: t.exposeString('personName', { nullable: true }),
    personEmail: t.exposeString('personEmail', { nullable: true }),
    proposedPayment: t.field({ type: ProposedPaymentRef, nullable: true, resolve: (l) => l.proposedPayment }),
    charges: t.field({ type: [BankLineChargeRef], resolve: (l) => l.charges }),
    paymentId: t.exposeID('paymentId', { nullable: true }),
    decidedAt: t.string({ nullable: true, resolve: (l) => l.decidedAt?.toISOString() ?? null }),
  }),
});

const ConfirmFailureRef = builder.objectRef<ConfirmResult['failures'][number]>('BankConfirmFailure').implement({
  fields: (t) => ({ lineId: t.exposeID('lineId'), message: t.exposeString('message') }),
});
const ConfirmResultRef = builder.objectRef<ConfirmResult>('BankConfirmResult').implement({
  fields: (t) => ({
    confirmed: t.field({ type: [BankLineRef], resolve: (r) => r.confirmed }),
    failures: t.field({ type: [ConfirmFailureRef], resolve: (r) => r.failures }),
  }),
});

const CandidateReportRef = builder.objectRef<CandidateReport>('BankCandidateReport').implement({
  fields: (t) => ({
    paymentId: t.exposeID('paymentId'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    amountCents: t.exposeInt('amountCents'),
    informedDay: t.exposeString('informedDay', { nullable: true }),
    sameAmount: t.exposeBoolean('sameAmount'),
  }),
});
const CandidateChargeRef = builder.objectRef<CandidatePerson['charges'][number]>('BankCandidateCharge').implement({
  fields: (t) => ({ id: t.exposeID('id'), description: t.exposeString('description'), owingCents: t.exposeInt('owingCents') }),
});
const CandidatePersonRef = builder.objectRef<CandidatePerson>('BankCandidatePerson').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    referenceCode: t.exposeString('referenceCode', { nullable: true }),
    charges: t.field({ type: [CandidateChargeRef], resolve: (p) => p.charges }),
  }),
});
const CandidatesRef = builder.objectRef<{ reports: CandidateReport[]; people: CandidatePerson[] }>('BankMatchCandidates').implement({
  fields: (t) => ({
    reports: t.field({ type: [CandidateReportRef], resolve: (c) => c.reports }),
    people: t.field({ type: [CandidatePersonRef], resolve: (c) => c.people }),
  }),
});

const BankColumnMappingInput = builder.inputType('BankColumnMappingInput', {
  fields: (t) => ({
    date: t.int({ required: true }),
    amount: t.int({ required: true }),
    concept: t.int({ required: true }),
    reference: t.int({ required: false }),
    sign: t.int({ required: false }),
  }),
});
const BankManualMatchInput = builder.inputType('BankManualMatchInput', {
  fields: (t) => ({
    paymentId: t.id({ required: false, description: 'A reported payment under review, of the same amount.' }),
    userId: t.id({ required: false }),
    chargeIds: t.idList({ required: false, description: "The person's pending charges the line pays (their owed total must equal the line)." }),
    note: t.string({ required: false }),
  }),
});

const BankImportPage = pageType('BankImport', BankImportRef);
const BankLinePage = pageType('BankStatementLine', BankLineRef);

builder.queryFields((t) => ({
  bankImports: t.withAuth(treasury).field({
    type: BankImportPage,
    description: 'Bank statements uploaded, newest first (search by file name).',
    args: listArgFields(t.arg),
    resolve: (_root, args, ctx) => listBankImports(ctx, args),
  }),
  bankImport: t.withAuth(treasury).field({
    type: BankImportRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => bankImportById(ctx.database.db, args.id),
  }),
  bankStatementLines: t.withAuth(treasury).field({
    type: BankLinePage,
    description: "One statement's credit lines by row; `state` filters (search: concept or bank reference).",
    args: { ...listArgFields(t.arg), importId: t.arg.id({ required: true }), state: t.arg({ type: [BankLineStateEnum], required: false }) },
    resolve: (_root, args, ctx) => listBankLines(ctx, args),
  }),
  bankMatchCandidates: t.withAuth(treasury).field({
    type: CandidatesRef,
    description: 'What a line can be matched to by hand: reports under review (same amount first) and, with a search, people with pending charges.',
    args: { lineId: t.arg.id({ required: true }), search: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => bankMatchCandidates(ctx.database.db, args.lineId, args.search),
  }),
}));

builder.mutationFields((t) => ({
  exportBankLines: t.withAuth({ role: 'TESORERIA' }).field({
    type: ExportAnswerRef,
    nullable: false,
    description: 'One statement’s lines (its states, search and sort) as a file for the viewer; audited. Column keys: row, day, amount, concept, bankReference, state, person, personEmail, receipt.',
    args: { ...exportArgFields(t.arg), importId: t.arg.id({ required: true }), state: t.arg({ type: [BankLineStateEnum], required: false }) },
    resolve: (_root, args, ctx) => requestExport(ctx, generatedFiles(ctx), bankLinesExport, ctx.viewer.id, exportInput(args)),
  }),
  previewBankStatement: t.withAuth(treasury).field({
    type: BankImportRef,
    description: "Uploads a bank's CSV statement (UTF-8 or Latin-1, `,` `;` or tab, at most 5 MB and 5,000 rows) as a DRAFT import: its `preview` is the column-mapping step.",
    args: { file: t.arg({ type: FileScalar, required: true }) },
    resolve: (_root, { file }, ctx) => previewBankStatement(ctx, ctx.viewer, { stream: file.stream, name: file.name }),
  }),
  importBankStatement: t.withAuth(treasury).field({
    type: BankImportRef,
    description: "Stores a DRAFT import's credit lines under `mapping` (remembered for this header), recognising lines imported before, and proposes matches.",
    args: { id: t.arg.id({ required: true }), mapping: t.arg({ type: BankColumnMappingInput, required: true }) },
    resolve: (_root, args, ctx) => importBankStatement(ctx, ctx.viewer, args.id, args.mapping),
  }),
  confirmBankMatches: t.withAuth(treasury).field({
    type: ConfirmResultRef,
    description: 'Confirms the proposals of these lines, each in its own transaction; lines that cannot be confirmed come back in `failures` with the reason.',
    args: { lineIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => confirmBankMatches(ctx, ctx.viewer, args.lineIds),
  }),
  dismissBankLine: t.withAuth(treasury).field({
    type: BankLineRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => dismissBankLine(ctx, ctx.viewer, args.id),
  }),
  matchBankLine: t.withAuth(treasury).field({
    type: BankLineRef,
    description: 'Matches a line by hand to a reported payment or to a person\'s pending charges, and confirms it.',
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: BankManualMatchInput, required: true }) },
    resolve: (_root, args, ctx) => matchBankLine(ctx, ctx.viewer, args.id, args.data),
  }),
}));
