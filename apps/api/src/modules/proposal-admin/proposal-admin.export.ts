// The staff lists of an edition as files (ADMIN_CONGRESO of the edition): its proposals of one kind,
// its inscriptions and its fixed panels, with the lists' own filters, search and sort.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { chargeStatusLabels, type ChargeStatus } from '@portal/domain/charges';
import { inscriptionFeeLabels, type InscriptionFee } from '@portal/domain/inscriptions';
import { listArgs } from '@portal/domain/pagination';
import { proposalStatusLabels, type ProposalStatus } from '@portal/domain/proposal-status';
import { inscriptions } from '../../db/schema/inscriptions';
import { panels } from '../../db/schema/panels';
import { proposals } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import { personColumns, type PersonExportRow } from '../../platform/exports/columns';
import { exportSort, sortedKeys, type ExportDefinition } from '../../platform/exports/exports';
import { intIdOrNull } from '../../platform/ids';
import { conferenceInscriptionConditions, conferenceProposalConditions, conferenceProposalFilters } from './conference-proposals.read';
import { fixedPanelConditions } from './fixed-panels.service';

const editionId = z
  .union([z.string(), z.number()], { error: 'Edición no válida.' })
  .refine((v) => intIdOrNull(v) !== null, 'Edición no válida.')
  .transform((v) => intIdOrNull(v)!);

/** The tie-breaker of both lists: the id, downwards unless the sort goes up (as the lists order). */
const idTie = (direction: 'ASC' | 'DESC' | null | undefined) => [{ name: 'id', desc: direction !== 'ASC' }];

type ProposalExportRow = {
  id: number;
  title: string;
  status: ProposalStatus;
  area: string;
  authors: string | null;
  author_emails: string | null;
  institutions: string | null;
  has_file: boolean;
  has_final: boolean;
  panel: string | null;
  created_at: unknown;
  updated_at: unknown;
};

/** The Propuestas list's filters (kind, status, area, final version), search and sort, of one edition. */
export const proposalExportFilters = conferenceProposalFilters.extend({
  conferenceId: editionId,
  ...listArgs.pick({ search: true }).shape,
  ...exportSort(['createdAt', 'updatedAt', 'title', 'status']),
});
type ProposalExportFilters = z.infer<typeof proposalExportFilters>;

/**
 * The proposals of one kind of an edition as a file: authors in order, the institutions of the
 * authors with an account, area, status, whether it has its file and its final version.
 */
export const conferenceProposalsExport: ExportDefinition<ProposalExportRow, ProposalExportFilters> = {
  name: 'conferenceProposals',
  fileTitle: 'propuestas',
  sheetName: 'Propuestas',
  filters: proposalExportFilters,
  columns: [
    { key: 'title', header: 'Título', kind: 'text', value: (r) => r.title, width: 50 },
    { key: 'authors', header: 'Autores', kind: 'text', value: (r) => r.authors, width: 40 },
    { key: 'authorEmails', header: 'Correos de los autores', kind: 'text', value: (r) => r.author_emails, width: 40 },
    { key: 'institutions', header: 'Instituciones', kind: 'text', value: (r) => r.institutions, width: 40 }, // each once, in alphabetical order
    { key: 'area', header: 'Área temática', kind: 'text', value: (r) => r.area, width: 28 },
    { key: 'status', header: 'Estado', kind: 'text', value: (r) => proposalStatusLabels[r.status] ?? r.status, width: 16 },
    { key: 'file', header: 'Archivo', kind: 'text', value: (r) => (r.has_file ? 'Sí' : 'No'), width: 9 },
    { key: 'finalVersion', header: 'Versión final', kind: 'text', value: (r) => (r.has_final ? 'Sí' : 'No'), width: 9 },
    { key: 'panel', header: 'Panel', kind: 'text', value: (r) => r.panel, width: 30 },
    { key: 'createdAt', header: 'Enviada', kind: 'datetime', value: (r) => r.created_at, width: 17 },
    { key: 'updatedAt', header: 'Modificada', kind: 'datetime', value: (r) => r.updated_at, width: 17 },
  ],
  source(db, filters) {
    return {
      select: sql`select ${proposals.id} as id, ${proposals.title} as title, portal_sort_key(${proposals.title}) as title_key, ${proposals.status} as status,
          ${proposals.createdAt} as created_at, ${proposals.updatedAt} as updated_at,
          (select t.name from thematic_areas t where t.id = ${proposals.thematicAreaId}) as area,
          (select string_agg(a.name, ', ' order by a.position) from proposal_authors a where a.proposal_id = ${proposals.id}) as authors,
          (select string_agg(a.email, ', ' order by a.position) from proposal_authors a where a.proposal_id = ${proposals.id}) as author_emails,
          (select string_agg(distinct i.name, ', ') from proposal_authors a join academic_info ai on ai.user_id = a.user_id
             join institutions i on i.id in (ai.first_institution_id, ai.secondary_institution_id) where a.proposal_id = ${proposals.id}) as institutions,
          exists (select 1 from files f where f.attached_type = 'proposal' and f.attached_id = ${proposals.id}::text) as has_file,
          exists (select 1 from files f where f.attached_type = 'proposalFinal' and f.attached_id = ${proposals.id}::text) as has_final,
          (select pn.name from panel_items pi join panels pn on pn.id = pi.panel_id where pi.proposal_id = ${proposals.id} limit 1) as panel
        from ${proposals} where ${conferenceProposalConditions(db, filters.conferenceId, filters, filters.search)}`,
      keys: sortedKeys(
        filters,
        { createdAt: { name: 'created_at' }, updatedAt: { name: 'updated_at' }, title: { name: 'title_key', collateC: true }, status: { name: 'status' } },
        { sort: 'createdAt', keys: [{ name: 'created_at' }, { name: 'id', desc: true }] },
        idTie,
      ),
    };
  },
};

type InscriptionExportRow = PersonExportRow & {
  id: number;
  registration_date: string;
  category: string;
  fee_applied: InscriptionFee | null;
  fee_note: string | null;
  amount_cents: number | null;
  charge_status: ChargeStatus | null;
  paid_at: unknown;
  created_at: unknown;
};

/** The inscriptions list's search and sort, of one edition. */
export const inscriptionExportFilters = z.object({
  conferenceId: editionId,
  ...listArgs.pick({ search: true }).shape,
  ...exportSort(['name', 'email', 'createdAt']),
});
type InscriptionExportFilters = z.infer<typeof inscriptionExportFilters>;

/** The people inscribed in an edition as a file: category, the fee applied and why, the charge and whether it is paid. */
export const conferenceInscriptionsExport: ExportDefinition<InscriptionExportRow, InscriptionExportFilters> = {
  name: 'conferenceInscriptions',
  fileTitle: 'inscripciones',
  sheetName: 'Inscripciones',
  filters: inscriptionExportFilters,
  columns: [
    ...personColumns<InscriptionExportRow>(),
    { key: 'registrationDate', header: 'Inscripción', kind: 'date', value: (r) => r.registration_date },
    { key: 'category', header: 'Categoría', kind: 'text', value: (r) => r.category, width: 24 },
    { key: 'fee', header: 'Cuota aplicada', kind: 'text', value: (r) => (r.fee_applied ? inscriptionFeeLabels[r.fee_applied] : null), width: 16 },
    { key: 'feeNote', header: 'Motivo de la cuota', kind: 'text', value: (r) => r.fee_note, width: 40 },
    { key: 'amount', header: 'Importe', kind: 'money', value: (r) => r.amount_cents, width: 14 },
    { key: 'chargeStatus', header: 'Pago', kind: 'text', value: (r) => (r.charge_status ? chargeStatusLabels[r.charge_status] : 'Sin cargo'), width: 12 },
    { key: 'paidAt', header: 'Pagada el', kind: 'datetime', value: (r) => r.paid_at, width: 17 },
  ],
  source(_db, filters) {
    return {
      select: sql`select ${inscriptions.id} as id, ${users.sortKey} as sort_key, ${users.lastName} as last_name, ${users.firstName} as first_name,
          ${users.email} as email, ${users.document} as document, ${inscriptions.registrationDate}::text as registration_date, ${inscriptions.createdAt} as created_at,
          (select ic.name from inscription_categories ic where ic.id = ${inscriptions.categoryId}) as category,
          c.fee_applied, c.fee_note, c.amount_cents, c.status as charge_status, c.paid_at
        from ${inscriptions} join ${users} on ${users.id} = ${inscriptions.userId}
          left join lateral (select ch.fee_applied, ch.fee_note, ch.amount_cents, ch.status, ch.paid_at from charges ch
            where ch.inscription_id = ${inscriptions.id} order by (ch.status = 'CANCELLED'), ch.id desc limit 1) c on true
        where ${conferenceInscriptionConditions(filters.conferenceId, filters.search)}`,
      keys: sortedKeys(
        filters,
        { name: { name: 'sort_key', collateC: true }, email: { name: 'email' }, createdAt: { name: 'created_at' } },
        { sort: 'name', keys: [{ name: 'sort_key', collateC: true }, { name: 'id', desc: true }] },
        idTie,
      ),
    };
  },
};

type FixedPanelExportRow = {
  id: number;
  name: string;
  description: string | null;
  status: ProposalStatus;
  chair: string | null;
  speakers: string | null;
  emails: string | null;
  institutions: string | null;
  created_at: unknown;
  updated_at: unknown;
};

/** The fixed panels list's search and sort, of one edition. */
export const fixedPanelExportFilters = z.object({
  conferenceId: editionId,
  ...listArgs.pick({ search: true }).shape,
  ...exportSort(['name', 'createdAt', 'updatedAt']),
});
type FixedPanelExportFilters = z.infer<typeof fixedPanelExportFilters>;

/** The people of each row's panel (of one role, or all), in order, as one text. */
const panelPeopleText = (column: SQL, role?: 'CHAIR' | 'SPEAKER') =>
  sql`(select string_agg(${column}, ', ' order by pp.role, pp.position) from panel_people pp where pp.panel_id = ${panels.id}${role ? sql` and pp.role = ${role}` : sql``})`;

/** The fixed panels (plenaries, keynotes) of an edition as a file: one row per panel, its chair and speakers in order. */
export const fixedPanelsExport: ExportDefinition<FixedPanelExportRow, FixedPanelExportFilters> = {
  name: 'fixedPanels',
  fileTitle: 'paneles-fijos',
  sheetName: 'Paneles fijos',
  filters: fixedPanelExportFilters,
  columns: [
    { key: 'name', header: 'Título', kind: 'text', value: (r) => r.name, width: 40 },
    { key: 'description', header: 'Descripción', kind: 'text', value: (r) => r.description, width: 40 },
    { key: 'chair', header: 'Coordinación', kind: 'text', value: (r) => r.chair, width: 26 },
    { key: 'speakers', header: 'Participantes', kind: 'text', value: (r) => r.speakers, width: 40 },
    { key: 'emails', header: 'Correos', kind: 'text', value: (r) => r.emails, width: 40 },
    { key: 'institutions', header: 'Instituciones', kind: 'text', value: (r) => r.institutions, width: 40 }, // each once, in alphabetical order
    { key: 'status', header: 'Estado', kind: 'text', value: (r) => proposalStatusLabels[r.status] ?? r.status, width: 16 },
    { key: 'createdAt', header: 'Creado', kind: 'datetime', value: (r) => r.created_at, width: 17 },
    { key: 'updatedAt', header: 'Modificado', kind: 'datetime', value: (r) => r.updated_at, width: 17 },
  ],
  source(_db, filters) {
    return {
      select: sql`select ${panels.id} as id, ${panels.name} as name, portal_sort_key(${panels.name}) as name_key, ${panels.description} as description, ${panels.status} as status,
          ${panels.createdAt} as created_at, ${panels.updatedAt} as updated_at,
          ${panelPeopleText(sql`pp.name`, 'CHAIR')} as chair, ${panelPeopleText(sql`pp.name`, 'SPEAKER')} as speakers,
          ${panelPeopleText(sql`pp.email`)} as emails,
          (select string_agg(d.name, ', ' order by portal_sort_key(d.name) collate "C") from (select distinct pp.institution as name from panel_people pp where pp.panel_id = ${panels.id}) d) as institutions
        from ${panels} where ${fixedPanelConditions(filters.conferenceId, filters.search)}`,
      keys: sortedKeys(
        filters,
        { name: { name: 'name_key', collateC: true }, createdAt: { name: 'created_at' }, updatedAt: { name: 'updated_at' } },
        { sort: 'name', keys: [{ name: 'name_key', collateC: true }, { name: 'id', desc: true }] },
        idTie,
      ),
    };
  },
};
