// GraphQL of the Miembros report (ADMIN and TESORERIA): the page with its totals and chart, and its export.
import { memberReportStatuses } from '@portal/domain/reports';
import { builder } from '../../graphql/builder';
import { exportArgFields, ExportAnswerRef, exportInput } from '../../graphql/exports';
import { listArgFields } from '../../graphql/pagination';
import { requestExport } from '../../platform/exports/exports';
import { generatedFiles } from '../files/files.service';
import { memberReportExport } from './members.export';
import { memberReport, type MemberChartPoint, type MemberReport, type MemberReportRow, type MemberTotal } from './members.read';
import { reportReaders } from './reports.rules';

export const MemberReportStatusEnum = builder.enumType('MemberReportStatus', {
  description: 'A person in a membership year: UP_TO_DATE (al día), OWING (con deuda: the dues charge is pending), NONE (sin membresía), TERMINATED (baja).',
  values: memberReportStatuses,
});

const MemberReportRowRef = builder.objectRef<MemberReportRow>('MemberReportRow').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: "The person's account." }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    document: t.exposeString('document'),
    joined: t.string({ description: 'When the account was made (ISO).', resolve: (r) => r.joined.toISOString() }),
    categoryId: t.exposeID('categoryId', { nullable: true }),
    category: t.exposeString('category', { nullable: true, description: "The year's membership category; null without membership." }),
    status: t.expose('status', { type: MemberReportStatusEnum }),
    amountCents: t.exposeInt('amountCents', { nullable: true, description: "The year's dues charge, ARS cents." }),
    country: t.exposeString('country', { nullable: true }),
    province: t.exposeString('province', { nullable: true }),
    institution: t.exposeString('institution', { nullable: true }),
  }),
});

const MemberTotalRef = builder.objectRef<MemberTotal>('MemberReportTotal').implement({
  description: 'People of one category and status over the whole filtered set, with the dues paid and owed.',
  fields: (t) => ({
    categoryId: t.exposeID('categoryId', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    status: t.expose('status', { type: MemberReportStatusEnum }),
    people: t.exposeInt('people'),
    // Sums: Float (exact below 2^53); a hundred thousand dues pass a 32-bit Int.
    paidCents: t.exposeFloat('paidCents'),
    owingCents: t.exposeFloat('owingCents'),
  }),
});

const MemberChartPointRef = builder.objectRef<MemberChartPoint>('MemberReportChartPoint').implement({
  description: 'Memberships of one year and category (the last 5 years up to the chosen one), with the person filters.',
  fields: (t) => ({ year: t.exposeInt('year'), categoryId: t.exposeID('categoryId'), category: t.exposeString('category'), people: t.exposeInt('people') }),
});

const MemberReportCategoryRef = builder.objectRef<{ id: number; name: string }>('MemberReportCategory').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const MemberReportRef = builder.objectRef<MemberReport>('MemberReport').implement({
  description: 'The Miembros report: one page of people, and totals and chart over every person the filters keep.',
  fields: (t) => ({
    year: t.exposeInt('year'),
    items: t.field({ type: [MemberReportRowRef], resolve: (r) => r.items }),
    total: t.exposeInt('total', { description: 'People across all pages (exact).' }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    totals: t.field({ type: [MemberTotalRef], resolve: (r) => r.totals }),
    chart: t.field({ type: [MemberChartPointRef], resolve: (r) => r.chart }),
    categories: t.field({ type: [MemberReportCategoryRef], resolve: (r) => r.categories }),
  }),
});

const MemberReportFilterInput = builder.inputType('MemberReportFilter', {
  description: 'The Miembros report\'s filters, the same for its page and its export.',
  fields: (t) => ({
    year: t.int({ required: true }),
    categoryId: t.id({ required: false }),
    status: t.field({ type: MemberReportStatusEnum, required: false }),
    countryId: t.id({ required: false }),
    provinceId: t.id({ required: false }),
    institutionId: t.id({ required: false }),
    joinedFrom: t.string({ required: false, description: 'Accounts made on or after this day (AAAA-MM-DD, Buenos Aires).' }),
    joinedTo: t.string({ required: false, description: 'Accounts made on or before this day.' }),
  }),
});

builder.queryFields((t) => ({
  memberReport: t.withAuth(reportReaders).field({
    type: MemberReportRef,
    description: 'People with their membership of `year`. Search in name, e-mail and document; sort by name (default), category, status, joined, country or institution.',
    args: { filter: t.arg({ type: MemberReportFilterInput, required: true }), ...listArgFields(t.arg) },
    resolve: (_root, { filter, ...args }, ctx) => memberReport(ctx.database.db, { ...filter, ...args }),
  }),
}));

builder.mutationFields((t) => ({
  exportMemberReport: t.withAuth(reportReaders).field({
    type: ExportAnswerRef,
    description: 'The Miembros report as a file, with its filters, search and sort. Column keys: lastName, firstName, email, document, category, status, amount, joined, country, province, institution.',
    args: { filter: t.arg({ type: MemberReportFilterInput, required: true }), ...exportArgFields(t.arg) },
    resolve: (_root, { filter, ...args }, ctx) => requestExport(ctx, generatedFiles(ctx), memberReportExport, ctx.viewer.id, exportInput({ ...filter, ...args })),
  }),
}));
