import { academicTitles, careers } from '../../db/schema/catalogues';
import { builder } from '../../graphql/builder';
import { namedType } from '../../graphql/named';
import { AcademicTitle, Career, Country, Institution, Province, University } from '../../graphql/refs';
import { listArgFields, pageType } from '../../graphql/pagination';
import {
  countryDefinition,
  institutionDefinition,
  thematicAreaDefinition,
  universityDefinition,
  type CatalogueDefinition,
} from './catalogues.definitions';
import { catalogueRowPermissions } from './catalogues.rules';
import { createCatalogueRow, deleteCatalogueRow, listCatalogue, updateCatalogueRow } from './catalogues.service';
import { acceptGrowing, growingKinds, listPendingGrowing, listProvinces, mergeGrowing, searchGrowing, type NamedRow, type PendingEntry } from './growing-catalogues';

Institution.implement({
  description: 'An institution members belong to.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.string({ nullable: true, resolve: (r) => r.code ?? null }),
  }),
});
const ThematicArea = namedType('ThematicArea', 'A thematic area: proposals are evaluated per area.');
Country.implement({
  description: 'A country (ISO 3166-1 alpha-2 code).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.string({ nullable: true, resolve: (r) => r.code ?? null }),
    provincesCount: t.int({ resolve: (r) => r.provincesCount ?? 0 }),
  }),
});

const CataloguePermissions = builder.objectRef<ReturnType<typeof catalogueRowPermissions>>('CataloguePermissions').implement({
  description: 'What the viewer may do on a catalogue row.',
  fields: (t) => ({ canEdit: t.exposeBoolean('canEdit'), canDelete: t.exposeBoolean('canDelete') }),
});
for (const [ref, def] of [[Institution, institutionDefinition], [University, universityDefinition], [Country, countryDefinition], [ThematicArea, thematicAreaDefinition]] as const) {
  builder.objectField(ref, 'permissions', (t) => t.field({ type: CataloguePermissions, resolve: (_row, _args, ctx) => catalogueRowPermissions(ctx.viewer) }));
  builder.objectField(ref, 'inUse', (t) =>
    t.boolean({
      description: 'Whether something uses the row, so that deleting it is refused (read with the catalogue page, in its one statement; elsewhere asked of the row).',
      resolve: async (row: { id: number; inUse?: boolean }, _args, ctx) => row.inUse ?? (await def.usage(ctx.database.db, Number(row.id))) !== null,
    }),
  );
}

const InstitutionInput = builder.inputType('InstitutionInput', {
  fields: (t) => ({ name: t.string({ required: true }), code: t.string({ required: false }) }),
});
const UniversityInput = builder.inputType('UniversityInput', { fields: (t) => ({ name: t.string({ required: true }) }) });
const ThematicAreaInput = builder.inputType('ThematicAreaInput', { fields: (t) => ({ name: t.string({ required: true }) }) });
const CountryInput = builder.inputType('CountryInput', {
  fields: (t) => ({ name: t.string({ required: true }), code: t.string({ required: true }) }),
});

type Entry = {
  list: string;
  single: string;
  def: CatalogueDefinition;
  ref: typeof Institution | typeof University;
  input: typeof InstitutionInput | typeof UniversityInput | typeof CountryInput;
};

const entries: Entry[] = [
  { list: 'institutions', single: 'Institution', def: institutionDefinition, ref: Institution, input: InstitutionInput },
  { list: 'universities', single: 'University', def: universityDefinition, ref: University, input: UniversityInput },
  { list: 'countries', single: 'Country', def: countryDefinition, ref: Country, input: CountryInput },
  { list: 'thematicAreas', single: 'ThematicArea', def: thematicAreaDefinition, ref: ThematicArea, input: ThematicAreaInput },
];

for (const { list, single, def, ref, input } of entries) {
  const Page = pageType(single, ref as typeof Institution);
  builder.queryField(list, (t) =>
    t.withAuth({ loggedIn: true }).field({
      type: Page,
      description: `${single} rows, paginated; readable by any signed-in person (profile forms use them).`,
      args: listArgFields(t.arg),
      resolve: (_root, args, ctx) => listCatalogue(ctx.database.db, def, args),
    }),
  );
  builder.mutationField(`create${single}`, (t) =>
    t.withAuth({ role: 'SYSADMIN' }).field({
      type: ref as typeof Institution,
      args: { data: t.arg({ type: input as typeof InstitutionInput, required: true }) },
      resolve: (_root, args, ctx) => createCatalogueRow(ctx, ctx.viewer, def, args.data),
    }),
  );
  builder.mutationField(`update${single}`, (t) =>
    t.withAuth({ role: 'SYSADMIN' }).field({
      type: ref as typeof Institution,
      args: { id: t.arg.id({ required: true }), data: t.arg({ type: input as typeof InstitutionInput, required: true }) },
      resolve: (_root, args, ctx) => updateCatalogueRow(ctx, ctx.viewer, def, args.id, args.data),
    }),
  );
  builder.mutationField(`delete${single}`, (t) =>
    t.withAuth({ role: 'SYSADMIN' }).boolean({
      description: 'Deletes the row; CONFLICT saying where it is used when something refers to it.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => deleteCatalogueRow(ctx, ctx.viewer, def, args.id),
    }),
  );
}

builder.queryFields((t) => ({
  provinces: t.withAuth({ loggedIn: true }).field({
    type: [Province],
    description: "The country's provinces by name; empty when it has none.",
    args: { countryId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listProvinces(ctx.database.db, args.countryId),
  }),
  careers: t.withAuth({ loggedIn: true }).field({
    type: [Career],
    description: 'The first 20 careers whose name contains `search`, by name: accepted ones, the viewer\'s own pending ones, every pending one for staff.',
    args: { search: t.arg.string({ required: false }), acceptedOnly: t.arg.boolean({ required: false, description: 'Only accepted entries (a merge target).' }) },
    resolve: (_root, args, ctx) => searchGrowing(ctx.database.db, careers, args.search, ctx.viewer, args.acceptedOnly ?? false),
  }),
  academicTitles: t.withAuth({ loggedIn: true }).field({
    type: [AcademicTitle],
    description: 'The first 20 academic titles whose name contains `search`, by name: accepted ones, the viewer\'s own pending ones, every pending one for staff.',
    args: { search: t.arg.string({ required: false }), acceptedOnly: t.arg.boolean({ required: false, description: 'Only accepted entries (a merge target).' }) },
    resolve: (_root, args, ctx) => searchGrowing(ctx.database.db, academicTitles, args.search, ctx.viewer, args.acceptedOnly ?? false),
  }),
}));

// ---- Careers and titles typed by members: moderation by a SYSADMIN ----

const GrowingCatalogueEnum = builder.enumType('GrowingCatalogue', {
  description: 'A catalogue that grows from what members type: CAREER (carreras) or ACADEMIC_TITLE (títulos).',
  values: growingKinds,
});

const GrowingCatalogueEntry = builder.objectRef<NamedRow>('GrowingCatalogueEntry').implement({
  description: 'An entry of a growing catalogue (a career or an academic title).',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const PendingCatalogueEntry = builder.objectRef<PendingEntry>('PendingCatalogueEntry').implement({
  description: 'A career or title a member typed, visible only to them and staff until a SYSADMIN accepts or merges it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.string({ description: 'When it was typed (ISO 8601 UTC).', resolve: (e) => e.createdAt.toISOString() }),
    authorId: t.id({ nullable: true, resolve: (e) => e.authorId }),
    authorName: t.string({ nullable: true, description: '"Last name, first name" of who typed it; null when that account is gone.', resolve: (e) => e.authorName }),
    usageCount: t.int({ description: 'People whose academic data uses it.', resolve: (e) => e.usageCount }),
  }),
});
const PendingCatalogueEntryPage = pageType('PendingCatalogueEntry', PendingCatalogueEntry);

builder.queryField('pendingCatalogueEntries', (t) =>
  t.withAuth({ role: 'SYSADMIN' }).field({
    type: PendingCatalogueEntryPage,
    description: 'Pending entries of one growing catalogue, for SYSADMIN. sort: createdAt (default) | name.',
    args: { catalogue: t.arg({ type: GrowingCatalogueEnum, required: true }), ...listArgFields(t.arg) },
    resolve: (_root, args, ctx) => listPendingGrowing(ctx.database.db, { ...args, kind: args.catalogue, catalogue: undefined }),
  }),
);

builder.mutationFields((t) => ({
  acceptCatalogueEntry: t.withAuth({ role: 'SYSADMIN' }).field({
    type: GrowingCatalogueEntry,
    description: 'Accepts a pending career or title: everyone sees it from now on. Audited.',
    args: { catalogue: t.arg({ type: GrowingCatalogueEnum, required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => acceptGrowing(ctx, ctx.viewer, { kind: args.catalogue, id: args.id }),
  }),
  mergeCatalogueEntry: t.withAuth({ role: 'SYSADMIN' }).field({
    type: GrowingCatalogueEntry,
    description: 'Merges a pending career or title into an accepted one (`intoId`): references move to it, the pending one is deleted. One transaction, audited. Returns the kept entry.',
    args: { catalogue: t.arg({ type: GrowingCatalogueEnum, required: true }), id: t.arg.id({ required: true }), intoId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => mergeGrowing(ctx, ctx.viewer, { kind: args.catalogue, id: args.id, intoId: args.intoId }),
  }),
}));
