// GraphQL of the Inscripciones report (ADMIN and TESORERIA): an edition's page with totals and charts, and its export.
import { inscriptionFees, inscriptionPaidStates } from '@portal/domain/reports';
import { builder } from '../../graphql/builder';
import { exportArgFields, ExportAnswerRef, exportInput } from '../../graphql/exports';
import { listArgFields } from '../../graphql/pagination';
import { requestExport } from '../../platform/exports/exports';
import { generatedFiles } from '../files/files.service';
import { inscriptionReportExport } from './inscriptions.export';
import { inscriptionReport, type InscriptionDay, type InscriptionReport, type InscriptionReportRow, type InscriptionTotal, type ProposalCell } from './inscriptions.read';
import { reportReaders } from './reports.rules';

const FeeEnum = builder.enumType('InscriptionReportFee', { description: 'The fee the charge applied: MEMBER (socio) or NON_MEMBER (general).', values: inscriptionFees });
const PaidEnum = builder.enumType('InscriptionReportPaid', { description: 'PAID (nothing pending) or PENDING (the charge waits for payment).', values: inscriptionPaidStates });

const RowRef = builder.objectRef<InscriptionReportRow>('InscriptionReportRow').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    registrationDate: t.exposeString('registrationDate', { description: 'AAAA-MM-DD.' }),
    category: t.exposeString('category'),
    fee: t.field({ type: FeeEnum, nullable: true, resolve: (r) => r.fee }),
    feeReason: t.exposeString('feeReason', { nullable: true, description: 'Why that fee applied (Spanish).' }),
    amountCents: t.exposeInt('amountCents', { nullable: true }),
    paid: t.field({ type: PaidEnum, resolve: (r) => r.paid }),
    proposals: t.exposeInt('proposals'),
    accepted: t.exposeInt('accepted', { description: 'Proposals approved in any later stage.' }),
    kinds: t.exposeStringList('kinds', { description: 'The kinds of its proposals (ProposalKind names).' }),
    areas: t.exposeStringList('areas'),
  }),
});

const TotalRef = builder.objectRef<InscriptionTotal>('InscriptionReportTotal').implement({
  fields: (t) => ({
    categoryId: t.exposeID('categoryId'),
    category: t.exposeString('category'),
    paid: t.field({ type: PaidEnum, resolve: (r) => r.paid }),
    inscriptions: t.exposeInt('inscriptions'),
    // A sum: Float (exact below 2^53), as the other totals of money.
    amountCents: t.exposeFloat('amountCents'),
  }),
});

const DayRef = builder.objectRef<InscriptionDay>('InscriptionReportDay').implement({
  fields: (t) => ({ day: t.exposeString('day'), inscriptions: t.exposeInt('inscriptions') }),
});

const ProposalCellRef = builder.objectRef<ProposalCell>('InscriptionReportProposalCell').implement({
  description: 'Proposals of the filtered inscriptions in one area, kind and status.',
  fields: (t) => ({
    areaId: t.exposeID('areaId'),
    area: t.exposeString('area'),
    kind: t.exposeString('kind'),
    status: t.exposeString('status', { description: 'A ProposalStatus name.' }),
    proposals: t.exposeInt('proposals'),
  }),
});

const OptionRef = builder.objectRef<{ id: number; name: string }>('InscriptionReportOption').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const EditionRef = builder.objectRef<InscriptionReport['conference']>('InscriptionReportEdition').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), inscriptionStart: t.exposeString('inscriptionStart'), inscriptionEnd: t.exposeString('inscriptionEnd') }),
});

const ReportRef = builder.objectRef<InscriptionReport>('InscriptionReport').implement({
  description: 'The Inscripciones report of an edition: one page, and totals, days and proposals over every inscription the filters keep.',
  fields: (t) => ({
    conference: t.field({ type: EditionRef, resolve: (r) => r.conference }),
    items: t.field({ type: [RowRef], resolve: (r) => r.items }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    totals: t.field({ type: [TotalRef], resolve: (r) => r.totals }),
    days: t.field({ type: [DayRef], description: 'Inscriptions per registration day (days without any left out).', resolve: (r) => r.days }),
    proposals: t.field({ type: [ProposalCellRef], resolve: (r) => r.proposals }),
    categories: t.field({ type: [OptionRef], description: "The edition's inscription categories.", resolve: (r) => r.categories }),
    areas: t.field({ type: [OptionRef], description: "The edition's thematic areas.", resolve: (r) => r.areas }),
  }),
});

const InscriptionReportFilterInput = builder.inputType('InscriptionReportFilter', {
  description: 'The Inscripciones report\'s filters, the same for its page and its export.',
  fields: (t) => ({
    conferenceId: t.id({ required: true }),
    categoryId: t.id({ required: false }),
    fee: t.field({ type: FeeEnum, required: false }),
    paid: t.field({ type: PaidEnum, required: false }),
    thematicAreaId: t.id({ required: false, description: 'Inscriptions with a proposal in this area.' }),
    from: t.string({ required: false, description: 'Registered on or after this day (AAAA-MM-DD).' }),
    to: t.string({ required: false, description: 'Registered on or before this day (AAAA-MM-DD).' }),
  }),
});

builder.queryFields((t) => ({
  inscriptionReport: t.withAuth(reportReaders).field({
    type: ReportRef,
    description: 'The inscriptions of an edition. Search in name, e-mail and document; sort by date (default), name, category, paid or proposals.',
    args: { filter: t.arg({ type: InscriptionReportFilterInput, required: true }), ...listArgFields(t.arg) },
    resolve: (_root, { filter, ...args }, ctx) => inscriptionReport(ctx.database.db, { ...filter, ...args }),
  }),
}));

builder.mutationFields((t) => ({
  exportInscriptionReport: t.withAuth(reportReaders).field({
    type: ExportAnswerRef,
    description: 'The Inscripciones report as a file, with its filters, search and sort. Column keys: lastName, firstName, email, document, date, category, fee, feeReason, amount, paid, proposals, accepted, kinds, areas.',
    args: { filter: t.arg({ type: InscriptionReportFilterInput, required: true }), ...exportArgFields(t.arg) },
    resolve: (_root, { filter, ...args }, ctx) => requestExport(ctx, generatedFiles(ctx), inscriptionReportExport, ctx.viewer.id, exportInput({ ...filter, ...args })),
  }),
}));
