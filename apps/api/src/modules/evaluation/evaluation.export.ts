// The Evaluadas list as a file: the decided items of one kind that the evaluator's list shows,
// with the decision that stands, who took it and when.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { listArgs } from '@portal/domain/pagination';
import { proposalStatusLabels, type ProposalEvent, type ProposalStatus } from '@portal/domain/proposal-status';
import { proposals } from '../../db/schema/proposals';
import type { ExportDefinition } from '../../platform/exports/exports';
import { exportSort, sortedKeys } from '../../platform/exports/exports';
import { evaluatedConditions, evaluatedFilters } from './evaluation.read';

const decisionLabels: Partial<Record<ProposalEvent, string>> = { APPROVE: 'Aprobada', REJECT: 'Rechazada' };

type EvaluatedExportRow = {
  id: number;
  title: string;
  area: string;
  status: ProposalStatus;
  authors: string | null;
  keywords: string | null;
  decision_event: ProposalEvent | null;
  decision_comment: string | null;
  decided_by: string | null;
  decided_at: unknown;
  created_at: unknown;
  updated_at: unknown;
};

/**
 * The Evaluadas list's filters, search and sort, and who evaluates: the resolver sets `evaluator`
 * from the viewer (no argument carries it), so the job reads what the person's list showed.
 */
export const evaluatedExportFilters = evaluatedFilters.extend({
  ...listArgs.pick({ search: true }).shape,
  ...exportSort(['updatedAt', 'createdAt', 'title', 'area']),
  evaluator: z.object({ id: z.uuid(), admin: z.boolean(), areaIds: z.array(z.number().int()) }),
});
type EvaluatedExportFilters = z.infer<typeof evaluatedExportFilters>;

export const evaluatedExport: ExportDefinition<EvaluatedExportRow, EvaluatedExportFilters> = {
  name: 'evaluatedProposals',
  fileTitle: 'evaluadas',
  sheetName: 'Evaluadas',
  filters: evaluatedExportFilters,
  columns: [
    { key: 'title', header: 'Título', kind: 'text', value: (r) => r.title, width: 50 },
    { key: 'authors', header: 'Autores', kind: 'text', value: (r) => r.authors, width: 40 },
    { key: 'area', header: 'Área temática', kind: 'text', value: (r) => r.area, width: 28 },
    { key: 'keywords', header: 'Palabras clave', kind: 'text', value: (r) => r.keywords, width: 30 },
    { key: 'status', header: 'Estado', kind: 'text', value: (r) => proposalStatusLabels[r.status] ?? r.status, width: 16 },
    { key: 'decision', header: 'Decisión', kind: 'text', value: (r) => (r.decision_event ? (decisionLabels[r.decision_event] ?? r.decision_event) : null), width: 14 },
    { key: 'comment', header: 'Comentario', kind: 'text', value: (r) => r.decision_comment, width: 40 },
    { key: 'decidedBy', header: 'Decidió', kind: 'text', value: (r) => r.decided_by, width: 24 },
    { key: 'decidedAt', header: 'Decidida el', kind: 'datetime', value: (r) => r.decided_at, width: 17 },
  ],
  source(db, filters) {
    return {
      select: sql`select ${proposals.id} as id, ${proposals.title} as title, portal_sort_key(${proposals.title}) as title_key, ${proposals.status} as status,
          ${proposals.createdAt} as created_at, ${proposals.updatedAt} as updated_at, array_to_string(${proposals.keywords}, ', ') as keywords,
          t.name as area, portal_sort_key(t.name) as area_key,
          (select string_agg(a.name, ', ' order by a.position) from proposal_authors a where a.proposal_id = ${proposals.id}) as authors,
          d.event as decision_event, d.comment as decision_comment, d.created_at as decided_at,
          (select du.first_name || ' ' || du.last_name from users du where du.id = d.actor_id) as decided_by
        from ${proposals} join thematic_areas t on t.id = ${proposals.thematicAreaId}
          left join lateral (select pd.event, pd.comment, pd.created_at, pd.actor_id from proposal_decisions pd
            where pd.proposal_id = ${proposals.id} and pd.event in ('APPROVE', 'REJECT') order by pd.created_at desc, pd.id desc limit 1) d on true
        where ${evaluatedConditions(filters, filters.evaluator, filters.search)}`,
      keys: sortedKeys(
        filters,
        { updatedAt: { name: 'updated_at' }, createdAt: { name: 'created_at' }, title: { name: 'title_key', collateC: true }, area: { name: 'area_key', collateC: true } },
        { sort: 'updatedAt', keys: [{ name: 'updated_at' }, { name: 'id' }] },
        (direction) => [{ name: 'id', desc: direction === 'DESC' }],
      ),
    };
  },
};
