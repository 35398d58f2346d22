import { academicTitles, careers } from '../../db/schema/catalogues';
import { builder } from '../../graphql/builder';
import { listArgFields, pageType } from '../../graphql/pagination';
import {
  countryDefinition,
  institutionDefinition,
  thematicAreaDefinition,
  universityDefinition,
  type CatalogueDefinition,
  type CatalogueRow,
} from './catalogues.definitions';
import { createCatalogueRow, deleteCatalogueRow, listCatalogue, updateCatalogueRow } from './catalogues.service';
import { listProvinces, searchGrowing, type NamedRow } from './growing-catalogues';

const named = (name: string, description: string) =>
  builder.objectRef<NamedRow>(name).implement({
    description,
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

export const Institution = builder.objectRef<CatalogueRow>('Institution').implement({
  description: 'An institution members belong to.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.string({ nullable: true, resolve: (r) => r.code ?? null }),
  }),
});
export const University = named('University', 'A university where members studied.');
export const ThematicArea = named('ThematicArea', 'A thematic area: proposals are evaluated per area.');
export const Province = named('Province', 'A province (state) of a country.');
export const Career = named('Career', 'A university career; the catalogue grows from what members type.');
export const AcademicTitle = named('AcademicTitle', 'An academic title; the catalogue grows from what members type.');
export const Country = builder.objectRef<CatalogueRow>('Country').implement({
  description: 'A country (ISO 3166-1 alpha-2 code).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.string({ nullable: true, resolve: (r) => r.code ?? null }),
    provincesCount: t.int({ resolve: (r) => r.provincesCount ?? 0 }),
  }),
});

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
    t.field({
      type: Page,
      description: `${single} rows, paginated; readable by any signed-in person (profile forms use them).`,
      authScopes: { loggedIn: true },
      args: listArgFields(t.arg),
      resolve: (_root, args, ctx) => listCatalogue(ctx.database.db, def, args),
    }),
  );
  builder.mutationField(`create${single}`, (t) =>
    t.field({
      type: ref as typeof Institution,
      authScopes: { role: 'SYSADMIN' },
      args: { data: t.arg({ type: input as typeof InstitutionInput, required: true }) },
      resolve: (_root, args, ctx) => createCatalogueRow(ctx, ctx.viewer!, def, args.data),
    }),
  );
  builder.mutationField(`update${single}`, (t) =>
    t.field({
      type: ref as typeof Institution,
      authScopes: { role: 'SYSADMIN' },
      args: { id: t.arg.id({ required: true }), data: t.arg({ type: input as typeof InstitutionInput, required: true }) },
      resolve: (_root, args, ctx) => updateCatalogueRow(ctx, ctx.viewer!, def, args.id, args.data),
    }),
  );
  builder.mutationField(`delete${single}`, (t) =>
    t.boolean({
      description: 'Deletes the row; CONFLICT saying where it is used when something refers to it.',
      authScopes: { role: 'SYSADMIN' },
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => deleteCatalogueRow(ctx, ctx.viewer!, def, args.id),
    }),
  );
}

builder.queryFields((t) => ({
  provinces: t.field({
    type: [Province],
    description: "The country's provinces by name; empty when it has none.",
    authScopes: { loggedIn: true },
    args: { countryId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listProvinces(ctx.database.db, args.countryId),
  }),
  careers: t.field({
    type: [Career],
    description: 'The first 20 careers whose name contains `search`, by name.',
    authScopes: { loggedIn: true },
    args: { search: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => searchGrowing(ctx.database.db, careers, args.search),
  }),
  academicTitles: t.field({
    type: [AcademicTitle],
    description: 'The first 20 academic titles whose name contains `search`, by name.',
    authScopes: { loggedIn: true },
    args: { search: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => searchGrowing(ctx.database.db, academicTitles, args.search),
  }),
}));
