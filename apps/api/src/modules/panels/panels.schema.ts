// GraphQL fields of regular panels and student tables (spec section 2 "Panels"): the lists, one
// panel, the candidates and suggestions of an area, and the create/update/delete of each kind.
import { areaPanelKinds, type AreaPanelKind } from '@portal/domain/panels';
import { builder } from '../../graphql/builder';
import { exportArgFields, ExportAnswerRef, exportInput } from '../../graphql/exports';
import { listArgFields, pageType } from '../../graphql/pagination';
import { requestExport } from '../../platform/exports/exports';
import { generatedFiles } from '../files/files.service';
import { panelExportAreas, panelsExport } from './panels.export';
import { ProposalStatusEnum } from '../../graphql/enums';
import { staffCandidates } from '../conferences/conference-roles.service';
import { getPanel, listPanels, panelCandidates, panelSetup, panelSuggestions, type PanelPaper, type PanelPersonView, type PanelSuggestionView, type PanelView } from './panels.read';
import { createAreaPanel, deleteAreaPanel, moveOutOfPanels, updateAreaPanel } from './panels.service';

export const AreaPanelKindEnum = builder.enumType('AreaPanelKind', { values: areaPanelKinds });

const AreaPanelPaper = builder.objectRef<PanelPaper>('AreaPanelPaper').implement({
  description: 'An approved paper or student paper as the panel screens show it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    status: t.expose('status', { type: ProposalStatusEnum }),
    keywords: t.exposeStringList('keywords'),
    authors: t.exposeStringList('authors', { description: "The authors' names, in order." }),
  }),
});

const AreaPanelPerson = builder.objectRef<PanelPersonView>('AreaPanelPerson').implement({
  description: 'A chair or commentator: an account (userId) or a typed name.',
  fields: (t) => ({ userId: t.exposeID('userId', { nullable: true }), name: t.exposeString('name') }),
});

const AreaPanelPermissions = builder.objectRef<PanelView['permissions']>('AreaPanelPermissions').implement({
  fields: (t) => ({ canEdit: t.exposeBoolean('canEdit'), canDelete: t.exposeBoolean('canDelete') }),
});

const AreaPanelArea = builder.objectRef<{ id: number; name: string }>('AreaPanelArea').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const AreaPanel = builder.objectRef<PanelView>('AreaPanel').implement({
  description: 'A regular panel (approved papers of one area) or a student table (approved student papers of one area).',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: AreaPanelKindEnum }),
    conferenceId: t.exposeID('conferenceId'),
    thematicArea: t.field({ type: AreaPanelArea, resolve: (p) => p.thematicArea }),
    name: t.exposeString('name'),
    status: t.expose('status', { type: ProposalStatusEnum }),
    chair: t.field({ type: AreaPanelPerson, nullable: true, resolve: (p) => p.chair }),
    commentator: t.field({ type: AreaPanelPerson, nullable: true, resolve: (p) => p.commentator }),
    items: t.field({ type: [AreaPanelPaper], description: 'Its items, in order.', resolve: (p) => p.items }),
    createdAt: t.string({ resolve: (p) => new Date(p.createdAt).toISOString() }),
    updatedAt: t.string({ resolve: (p) => new Date(p.updatedAt).toISOString() }),
    permissions: t.field({ type: AreaPanelPermissions, resolve: (p) => p.permissions }),
  }),
});
const AreaPanelPage = pageType('AreaPanel', AreaPanel);

const AreaPanelSuggestion = builder.objectRef<PanelSuggestionView>('AreaPanelSuggestion').implement({
  fields: (t) => ({
    name: t.exposeString('name', { description: 'A name from its shared keywords.' }),
    sharedKeywords: t.exposeStringList('sharedKeywords', { description: 'Keywords at least two of its items share (compared without case or accents, shown as first written).' }),
    institutionClash: t.exposeBoolean('institutionClash', { description: 'Two items have authors of one institution (no other grouping was possible).' }),
    items: t.field({ type: [AreaPanelPaper], resolve: (s) => s.items }),
  }),
});

type Setup = Awaited<ReturnType<typeof panelSetup>>;
const AreaPanelSetup = builder.objectRef<Setup>('AreaPanelSetup').implement({
  description: "What the panel screens need of an edition: its panel size limits and the areas the viewer builds panels in.",
  fields: (t) => ({
    conferenceId: t.exposeID('conferenceId'),
    conferenceName: t.exposeString('conferenceName'),
    minPapers: t.exposeInt('minPapers'),
    maxPapers: t.exposeInt('maxPapers'),
    areas: t.field({ type: [AreaPanelArea], resolve: (s) => s.areas }),
  }),
});

type PersonOption = Awaited<ReturnType<typeof staffCandidates>>[number];
const AreaPanelPersonOption = builder.objectRef<PersonOption>('AreaPanelPersonOption').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (p) => `${p.firstName} ${p.lastName}` }),
    email: t.exposeString('email'),
  }),
});

const AreaPanelPersonInput = builder.inputType('AreaPanelPersonInput', {
  description: 'An account (userId; its name is used) or a typed name. Empty: nobody.',
  fields: (t) => ({ userId: t.id({ required: false }), name: t.string({ required: false }) }),
});
const panelInputFields = (t: PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<object>, 'InputObject'>) => ({
  name: t.string({ required: true }),
  thematicAreaId: t.id({ required: true }),
  chair: t.field({ type: AreaPanelPersonInput, required: false }),
  commentator: t.field({ type: AreaPanelPersonInput, required: false }),
  items: t.idList({ required: true, description: 'Proposal ids, in order.' }),
});
const CreateAreaPanelInput = builder.inputType('CreateAreaPanelInput', {
  fields: (t) => ({ conferenceId: t.id({ required: true }), ...panelInputFields(t as never) }),
});
const UpdateAreaPanelInput = builder.inputType('UpdateAreaPanelInput', { fields: (t) => panelInputFields(t as never) });

/** ADMIN_CONGRESO or a COORDINADOR of the edition; the service narrows a coordinator to their areas (NOT_FOUND). */
const panelStaff = (conferenceId: unknown) => ({ adminCongreso: conferenceId as string, coordinador: conferenceId as string });

const listFields = { PANEL_REGULAR: 'regularPanels', PANEL_MESA_ESTUDIANTE: 'studentTablePanels' } as const satisfies Record<AreaPanelKind, string>;
for (const kind of areaPanelKinds) {
  builder.queryFields((t) => ({
    [listFields[kind]]: t.withAuth({ loggedIn: true }).field({
      type: AreaPanelPage,
      authScopes: (_root, args) => panelStaff(args.conferenceId),
      description: `The ${kind} panels of an edition: all for ADMIN_CONGRESO, those of their areas for a coordinator (another area as filter: NOT_FOUND). Search in the name and the items' titles; sort by name (default), area, createdAt or updatedAt.`,
      args: { conferenceId: t.arg.id({ required: true }), thematicAreaId: t.arg.id({ required: false }), ...listArgFields(t.arg) },
      resolve: (_root, { conferenceId, ...args }, ctx) => listPanels(ctx.database.db, ctx.viewer, kind, conferenceId, args),
    }),
  }));
}

builder.queryFields((t) => ({
  panel: t.withAuth({ loggedIn: true }).field({
    type: AreaPanel,
    description: 'One regular panel or student table, for ADMIN_CONGRESO of its edition or a coordinator of its area (NOT_FOUND for anyone else).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getPanel(ctx.database.db, ctx.viewer, id),
  }),
  panelSetup: t.withAuth({ loggedIn: true }).field({
    type: AreaPanelSetup,
    authScopes: (_root, args) => panelStaff(args.conferenceId),
    description: "The edition's panel size limits and the areas the viewer builds panels in.",
    args: { conferenceId: t.arg.id({ required: true }) },
    resolve: (_root, { conferenceId }, ctx) => panelSetup(ctx.database.db, ctx.viewer, conferenceId),
  }),
  panelCandidates: t.withAuth({ loggedIn: true }).field({
    type: [AreaPanelPaper],
    authScopes: (_root, args) => panelStaff(args.conferenceId),
    description: "The area's approved items of the kind the panel groups that are in no panel (APPROVED) or were left out of panels (NOT_INCLUDE_IN_PANEL), by title. Another area: NOT_FOUND.",
    args: { conferenceId: t.arg.id({ required: true }), kind: t.arg({ type: AreaPanelKindEnum, required: true }), thematicAreaId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => panelCandidates(ctx.database.db, ctx.viewer, args.conferenceId, args.kind, args.thematicAreaId),
  }),
  panelSuggestions: t.withAuth({ loggedIn: true }).field({
    type: [AreaPanelSuggestion],
    authScopes: (_root, args) => panelStaff(args.conferenceId),
    description: "Suggested panels of the area's approved, unpanelled items: by shared keywords, one item per institution where possible, within the edition's limits. Not stored.",
    args: { conferenceId: t.arg.id({ required: true }), kind: t.arg({ type: AreaPanelKindEnum, required: true }), thematicAreaId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => panelSuggestions(ctx.database.db, ctx.viewer, args.conferenceId, args.kind, args.thematicAreaId),
  }),
  areaPanelPersonCandidates: t.withAuth({ loggedIn: true }).field({
    type: [AreaPanelPersonOption],
    authScopes: (_root, args) => panelStaff(args.conferenceId),
    description: 'The chair and commentator picker: up to 10 enabled accounts matching the text (2 characters at least).',
    args: { conferenceId: t.arg.id({ required: true }), search: t.arg.string({ required: false }) },
    resolve: (_root, { search }, ctx) => staffCandidates(ctx.database.db, search),
  }),
}));

const mutationNames = { PANEL_REGULAR: 'RegularPanel', PANEL_MESA_ESTUDIANTE: 'StudentTablePanel' } as const satisfies Record<AreaPanelKind, string>;
for (const kind of areaPanelKinds) {
  const name = mutationNames[kind];
  builder.mutationFields((t) => ({
    [`create${name}`]: t.withAuth({ loggedIn: true }).field({
      type: AreaPanel,
      authScopes: (_root, args) => panelStaff(args.data.conferenceId),
      description: `Builds a ${kind} panel in one of the viewer's areas: its items move to INCLUDE_IN_PANEL. CONFLICT naming the panel an item is already in; BAD_USER_INPUT (items) outside the edition's size limits or for an item of another area or kind. Audited.`,
      args: { data: t.arg({ type: CreateAreaPanelInput, required: true }) },
      resolve: (_root, { data }, ctx) => createAreaPanel(ctx, ctx.viewer, kind, data as Record<string, unknown>),
    }),
    [`update${name}`]: t.withAuth({ loggedIn: true }).field({
      type: AreaPanel,
      description: `Replaces a ${kind} panel's data and items: items that leave go back to APPROVED, items that join move to INCLUDE_IN_PANEL. CONFLICT once scheduled. NOT_FOUND outside the viewer's areas. Audited.`,
      args: { id: t.arg.id({ required: true }), data: t.arg({ type: UpdateAreaPanelInput, required: true }) },
      resolve: (_root, { id, data }, ctx) => updateAreaPanel(ctx, ctx.viewer, kind, id, data as Record<string, unknown>),
    }),
    [`delete${name}`]: t.withAuth({ loggedIn: true }).field({
      type: 'Boolean',
      description: `Deletes a ${kind} panel; its items go back to APPROVED. CONFLICT once scheduled. Audited.`,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => deleteAreaPanel(ctx, ctx.viewer, kind, id),
    }),
  }));
}

builder.mutationFields((t) => ({
  exportPanels: t.withAuth({ loggedIn: true }).field({
    type: ExportAnswerRef,
    nullable: false,
    authScopes: (_root, args) => panelStaff(args.conferenceId),
    description:
      'The regular panels or student tables of an edition (the list\'s area filter, search and sort; a coordinator: their areas) with their papers, one row per paper, as a file for the viewer; audited. Column keys: name, area, status, chair, commentator, position, paper, authors, paperStatus.',
    args: { ...exportArgFields(t.arg), conferenceId: t.arg.id({ required: true }), kind: t.arg({ type: AreaPanelKindEnum, required: true }), thematicAreaId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) => {
      const { format, columns, filters } = exportInput(args);
      const areas = panelExportAreas(ctx.viewer, args.conferenceId, args.thematicAreaId);
      return requestExport(ctx, generatedFiles(ctx), panelsExport, ctx.viewer.id, { format, columns, filters: { ...filters, areas } });
    },
  }),
}));

builder.mutationFields((t) => ({
  leaveOutOfPanels: t.withAuth({ loggedIn: true }).field({
    type: AreaPanelPaper,
    description: 'Leaves an approved paper or student paper out of panels (NOT_INCLUDE_IN_PANEL; reversible with returnToPanels). Coordinator of its area or ADMIN_CONGRESO; audited.',
    args: { presentationId: t.arg.id({ required: true }) },
    resolve: (_root, { presentationId }, ctx) => moveOutOfPanels(ctx, ctx.viewer, presentationId, 'LEAVE_OUT_OF_PANELS'),
  }),
  returnToPanels: t.withAuth({ loggedIn: true }).field({
    type: AreaPanelPaper,
    description: 'Offers a paper left out of panels again (back to APPROVED). Coordinator of its area or ADMIN_CONGRESO; audited.',
    args: { presentationId: t.arg.id({ required: true }) },
    resolve: (_root, { presentationId }, ctx) => moveOutOfPanels(ctx, ctx.viewer, presentationId, 'RETURN_TO_PANELS'),
  }),
}));
