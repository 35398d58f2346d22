import { api, apiLogin, demo } from './accounts';
import { dayFromToday } from './dates';

/** Every kind of proposal, for an edition whose windows take them all. */
export const PROPOSAL_KINDS = ['PRESENTACION', 'MESA_ESTUDIANTE', 'PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO'] as const;

export type ThematicArea = { id: string; name: string };

/** The demo's thematic areas by name, as ADMIN reads them. */
export async function thematicAreas(token: string): Promise<ThematicArea[]> {
  const { thematicAreas: list } = await api<{ thematicAreas: { items: ThematicArea[] } }>('{ thematicAreas(pageSize: 100, sort: "name") { items { id name } } }', {}, token);
  return list.items;
}

/** A submission window for every kind, open from `opensOn` to `closesOn` (`yyyy-mm-dd`). */
export const windowsForEveryKind = (opensOn: string, closesOn: string) => PROPOSAL_KINDS.map((type) => ({ type, opensOn, closesOn }));

/**
 * A congress edition of a spec's own, created by the demo ADMIN through the API: inscription open
 * from 10 days ago to 40 days ahead, the congress 60 to 62 days ahead, one inscription category
 * «Expositor/a», no submission windows, the first `areas` thematic areas by name (1). `data`
 * replaces any of those fields (ConferenceInput's names).
 */
export async function createEdition({ areas: areaCount = 1, ...data }: { name: string; areas?: number } & Record<string, unknown>) {
  const admin = await apiLogin(demo.admin.email);
  const areas = await thematicAreas(admin.token);
  const input = {
    edition: 21,
    venue: 'Universidad Nacional del Litoral',
    inscriptionStart: dayFromToday(-10),
    inscriptionEnd: dayFromToday(40),
    startDate: dayFromToday(60),
    endDate: dayFromToday(62),
    windows: [],
    thematicAreaIds: areas.slice(0, areaCount).map((a) => a.id),
    abstractMaxWords: 300,
    keywordsMin: 3,
    keywordsMax: 5,
    authorsMax: 6,
    panelPapersMin: 3,
    panelPapersMax: 5,
    maxFileMb: 20,
    categories: [{ name: 'Expositor/a', memberFee: 3_500_000, nonMemberFee: 6_000_000, isStudent: false }],
    ...data,
  };
  const { createConference } = await api<{ createConference: { id: string; categories: { id: string }[] } }>(
    'mutation ($data: ConferenceInput!) { createConference(data: $data) { id categories { id } } }',
    { data: input },
    admin.token,
  );
  return { id: createConference.id, name: data.name, categoryId: createConference.categories[0].id, areas, adminToken: admin.token };
}
