// Saved views of the reports (ADMIN, TESORERIA): list, save, rename, delete.
import { savedViewReports } from '@portal/domain/saved-views';
import { builder } from '../../graphql/builder';
import { reportReaders } from './reports.rules';
import { deleteView, listSavedViews, renameView, saveView, type SavedView } from './saved-views.service';


const SavedViewReportEnum = builder.enumType('SavedViewReport', { description: 'The report a view belongs to.', values: savedViewReports });

const SavedViewRef = builder.objectRef<SavedView>('SavedView').implement({
  description: 'Named filters and columns of a report; `shared`: the other holders of `role` see it too (only the owner changes it).',
  fields: (t) => ({
    id: t.exposeID('id'),
    report: t.field({ type: SavedViewReportEnum, resolve: (v) => v.report }),
    name: t.exposeString('name'),
    query: t.exposeString('query'),
    columns: t.exposeStringList('columns', { nullable: true }),
    shared: t.exposeBoolean('shared'),
    mine: t.exposeBoolean('mine', { description: 'The viewer owns it (may rename and delete it).' }),
    ownerName: t.exposeString('ownerName', { nullable: true, description: 'Who shared it (others’ views).' }),
  }),
});

builder.queryFields((t) => ({
  savedViews: t.withAuth(reportReaders).field({
    type: [SavedViewRef],
    description: 'The viewer’s views of a report and those shared with a role they hold, by name.',
    args: { report: t.arg({ type: SavedViewReportEnum, required: true }) },
    resolve: (_root, { report }, ctx) => listSavedViews(ctx.database.db, ctx.viewer, report),
  }),
}));

builder.mutationFields((t) => ({
  saveView: t.withAuth(reportReaders).field({
    type: SavedViewRef,
    description: 'Saves the current filters (the URL’s search string) and columns under a name, unique per person and report.',
    args: {
      report: t.arg({ type: SavedViewReportEnum, required: true }),
      name: t.arg.string({ required: true }),
      query: t.arg.string({ required: true }),
      columns: t.arg.stringList({ required: false }),
      shared: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) => saveView(ctx.database.db, ctx.viewer, { ...args, shared: args.shared ?? false }),
  }),
  renameView: t.withAuth(reportReaders).field({
    type: SavedViewRef,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }), shared: t.arg.boolean({ required: false }) },
    resolve: (_root, { id, ...input }, ctx) => renameView(ctx.database.db, ctx.viewer, id, input),
  }),
  deleteView: t.withAuth(reportReaders).field({
    type: 'ID',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteView(ctx.database.db, ctx.viewer, id),
  }),
}));
