// «Estados de cuenta» (ADMIN, TESORERIA): the page, its totals and its chart, each one statement,
// and its export through the exports pipeline.
import type { ArgBuilder } from '@pothos/core';
import { chargeConcepts } from '@portal/domain/account-report';
import { builder } from '../../graphql/builder';
import { reportReaders } from './reports.rules';
import { PaymentMethodEnum } from '../../graphql/enums';
import { exportArgFields, ExportAnswerRef, exportInput } from '../../graphql/exports';
import { SortDirection } from '../../graphql/pagination';
import { requestExport } from '../../platform/exports/exports';
import { generatedFiles } from '../files/files.service';
import { accountCollected, accountPage, accountTotals, parseAccountArgs, type AccountPage, type AccountRow, type AccountTotals, type CollectedCell, type ConceptTotals } from './accounts.read';
import { accountsReportExport } from './accounts.export';


const ChargeConceptEnum = builder.enumType('ChargeConcept', { description: 'MEMBERSHIP: dues. INSCRIPTION: congress inscriptions.', values: chargeConcepts });

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;

/** The report's filters (days as yyyy-mm-dd, Buenos Aires). */
const filterArgs = (arg: ArgBuilder<Types>) => ({
  chargedFrom: arg.string({ required: false, description: 'Charges made on or after this day.' }),
  chargedTo: arg.string({ required: false }),
  paidFrom: arg.string({ required: false, description: 'Payments whose money was paid on or after this day (the day informed, else the day made).' }),
  paidTo: arg.string({ required: false }),
  approvedFrom: arg.string({ required: false, description: 'Payments approved on or after this day.' }),
  approvedTo: arg.string({ required: false }),
  method: arg({ type: PaymentMethodEnum, required: false }),
  concept: arg({ type: ChargeConceptEnum, required: false }),
  conferenceId: arg.id({ required: false, description: 'Inscription charges of this edition.' }),
  categoryId: arg.id({ required: false, description: 'Dues charges of this membership category.' }),
});

type ReportArgs = Record<string, unknown>;

const AccountRowRef = builder.objectRef<AccountRow>('AccountStateRow').implement({
  description: 'One person of «Estados de cuenta»: cents over the charges the filters keep.',
  fields: (t) => ({
    id: t.exposeID('id'),
    lastName: t.exposeString('lastName'),
    firstName: t.exposeString('firstName'),
    email: t.exposeString('email'),
    document: t.exposeString('document', { nullable: true }),
    chargedCents: t.exposeFloat('chargedCents'),
    paidCents: t.exposeFloat('paidCents'),
    pendingCents: t.exposeFloat('pendingCents'),
    creditCents: t.exposeFloat('creditCents'),
    upTo30Cents: t.exposeFloat('upTo30Cents'),
    from31To90Cents: t.exposeFloat('from31To90Cents'),
    over90Cents: t.exposeFloat('over90Cents'),
  }),
});

const AccountPageRef = builder.objectRef<AccountPage>('AccountStatePage').implement({
  fields: (t) => ({
    items: t.field({ type: [AccountRowRef], resolve: (p) => p.items }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

const ConceptTotalsRef = builder.objectRef<ConceptTotals>('AccountConceptTotals').implement({
  fields: (t) => ({
    concept: t.field({ type: ChargeConceptEnum, resolve: (c) => c.concept }),
    chargedCents: t.exposeFloat('chargedCents'),
    paidCents: t.exposeFloat('paidCents'),
    pendingCents: t.exposeFloat('pendingCents'),
  }),
});

const AccountTotalsRef = builder.objectRef<AccountTotals>('AccountStateTotals').implement({
  description: 'Totals over the whole filtered set (not the page).',
  fields: (t) => ({
    people: t.exposeInt('people'),
    chargedCents: t.exposeFloat('chargedCents'),
    paidCents: t.exposeFloat('paidCents'),
    pendingCents: t.exposeFloat('pendingCents'),
    creditCents: t.exposeFloat('creditCents'),
    upTo30Cents: t.exposeFloat('upTo30Cents'),
    from31To90Cents: t.exposeFloat('from31To90Cents'),
    over90Cents: t.exposeFloat('over90Cents'),
    byConcept: t.field({ type: [ConceptTotalsRef], resolve: (x) => x.byConcept }),
  }),
});

const CollectedRef = builder.objectRef<CollectedCell>('CollectedCell').implement({
  description: 'What approved payments paid of the kept charges in one month (of approval, yyyy-mm) by one method.',
  fields: (t) => ({
    month: t.exposeString('month'),
    method: t.field({ type: PaymentMethodEnum, resolve: (c) => c.method }),
    cents: t.exposeFloat('cents'),
  }),
});

const AccountsReportRef = builder.objectRef<ReportArgs>('AccountsReport').implement({
  description: '«Estados de cuenta»: each field is one statement.',
  fields: (t) => ({
    page: t.field({ type: AccountPageRef, resolve: (args, _a, ctx) => accountPage(ctx.database.db, args) }),
    totals: t.field({ type: AccountTotalsRef, resolve: (args, _a, ctx) => accountTotals(ctx.database.db, args) }),
    collected: t.field({ type: [CollectedRef], resolve: (args, _a, ctx) => accountCollected(ctx.database.db, args) }),
  }),
});

builder.queryFields((t) => ({
  accountsReport: t.withAuth(reportReaders).field({
    type: AccountsReportRef,
    description: '«Estados de cuenta» (ADMIN, TESORERIA). Sort: person, charged, paid, pending (default, most first), credit or overdue.',
    args: {
      ...filterArgs(t.arg),
      search: t.arg.string({ required: false }),
      page: t.arg.int({ required: false }),
      pageSize: t.arg.int({ required: false }),
      sort: t.arg.string({ required: false }),
      direction: t.arg({ type: SortDirection, required: false }),
    },
    resolve: (_root, args) => {
      parseAccountArgs(args); // BAD_USER_INPUT before any statement
      return args;
    },
  }),
}));

builder.mutationFields((t) => ({
  exportAccountsReport: t.withAuth(reportReaders).field({
    type: ExportAnswerRef,
    nullable: false,
    description:
      '«Estados de cuenta» (its filters, search and sort) as a file for the viewer; audited. Column keys: lastName, firstName, email, document, charged, paid, pending, credit, upTo30, from31To90, over90.',
    args: { ...exportArgFields(t.arg), ...filterArgs(t.arg) },
    resolve: (_root, args, ctx) => requestExport(ctx, generatedFiles(ctx), accountsReportExport, ctx.viewer.id, exportInput(args)),
  }),
}));
