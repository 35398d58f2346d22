// The regular panels or student tables of an edition as a file: one row per paper of each panel
// (a panel without papers: one row), with its area, status, chair and commentator.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { listArgs } from '@portal/domain/pagination';
import { areaPanelKinds } from '@portal/domain/panels';
import { proposalStatusLabels, type ProposalStatus } from '@portal/domain/proposal-status';
import { panels } from '../../db/schema/panels';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { exportSort, sortedKeys, type ExportDefinition } from '../../platform/exports/exports';
import { intIdOrNull } from '../../platform/ids';
import type { Viewer } from '../../platform/viewer';
import { AREA_NOT_FOUND, panelConditions } from './panels.read';
import { panelAreasOf } from './panels.rules';

type PanelExportRow = {
  id: number;
  name: string;
  area: string;
  status: ProposalStatus;
  chair: string | null;
  commentator: string | null;
  position: number;
  paper: string | null;
  paper_status: ProposalStatus | null;
  authors: string | null;
};

const positiveId = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .refine((v) => intIdOrNull(v) !== null, message)
    .transform((v) => intIdOrNull(v)!);

/**
 * The panels list's area filter, search and sort, and the areas the viewer sees: the resolver sets
 * `areas` from the viewer (null for ADMIN_CONGRESO; no argument carries it).
 */
export const panelExportFilters = z.object({
  conferenceId: positiveId('Edición no válida.'),
  kind: z.enum(areaPanelKinds, { error: 'Tipo de panel no válido.' }),
  thematicAreaId: positiveId('Área inválida').nullish(),
  areas: z.array(z.number().int()).nullable(),
  ...listArgs.pick({ search: true }).shape,
  ...exportSort(['name', 'area', 'createdAt', 'updatedAt']),
});
type PanelExportFilters = z.infer<typeof panelExportFilters>;

/** The areas the viewer's panel list covers (null: all), refusing an area filter outside them as the list does (NOT_FOUND). */
export function panelExportAreas(viewer: Viewer, conferenceId: unknown, thematicAreaId: unknown): number[] | null {
  const areas = panelAreasOf(viewer, intIdOrNull(conferenceId) ?? -1);
  const area = thematicAreaId == null ? null : intIdOrNull(thematicAreaId);
  if (area !== null && areas !== null && !areas.includes(area)) throw notFound(AREA_NOT_FOUND);
  return areas;
}

export const panelsExport: ExportDefinition<PanelExportRow, PanelExportFilters> = {
  name: 'areaPanels',
  fileTitle: 'paneles',
  sheetName: 'Paneles',
  filters: panelExportFilters,
  columns: [
    { key: 'name', header: 'Panel', kind: 'text', value: (r) => r.name, width: 36 },
    { key: 'area', header: 'Área temática', kind: 'text', value: (r) => r.area, width: 28 },
    { key: 'status', header: 'Estado', kind: 'text', value: (r) => proposalStatusLabels[r.status] ?? r.status, width: 16 },
    { key: 'chair', header: 'Coordina', kind: 'text', value: (r) => r.chair, width: 24 },
    { key: 'commentator', header: 'Comenta', kind: 'text', value: (r) => r.commentator, width: 24 },
    { key: 'position', header: 'Orden', kind: 'number', value: (r) => (r.paper ? r.position + 1 : null), width: 7 },
    { key: 'paper', header: 'Ponencia', kind: 'text', value: (r) => r.paper, width: 50 },
    { key: 'authors', header: 'Autores', kind: 'text', value: (r) => r.authors, width: 40 },
    { key: 'paperStatus', header: 'Estado de la ponencia', kind: 'text', value: (r) => (r.paper_status ? (proposalStatusLabels[r.paper_status] ?? r.paper_status) : null), width: 16 },
  ],
  source(_db: Executor, filters) {
    return {
      select: sql`select ${panels.id} as id, ${panels.name} as name, portal_sort_key(${panels.name}) as name_key, t.name as area, portal_sort_key(t.name) as area_key,
          ${panels.status} as status, ${panels.createdAt} as created_at, ${panels.updatedAt} as updated_at,
          (select pp.name from panel_people pp where pp.panel_id = ${panels.id} and pp.role = 'CHAIR' order by pp.position limit 1) as chair,
          (select pp.name from panel_people pp where pp.panel_id = ${panels.id} and pp.role = 'COMMENTATOR' order by pp.position limit 1) as commentator,
          coalesce(pi.position, 0) as position, p.title as paper, p.status as paper_status,
          (select string_agg(a.name, ', ' order by a.position) from proposal_authors a where a.proposal_id = p.id) as authors
        from ${panels} join thematic_areas t on t.id = ${panels.thematicAreaId}
          left join panel_items pi on pi.panel_id = ${panels.id} left join proposals p on p.id = pi.proposal_id
        where ${panelConditions({ conferenceId: filters.conferenceId, kind: filters.kind, areaFilter: filters.thematicAreaId ?? null, areas: filters.areas }, filters.search)}`,
      keys: sortedKeys(
        filters,
        { name: { name: 'name_key', collateC: true }, area: { name: 'area_key', collateC: true }, createdAt: { name: 'created_at' }, updatedAt: { name: 'updated_at' } },
        { sort: 'name', keys: [{ name: 'name_key', collateC: true }, { name: 'id' }, { name: 'position' }] },
        [{ name: 'id' }, { name: 'position' }],
      ),
    };
  },
};
