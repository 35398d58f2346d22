// The Inscripciones report as a file: every inscription of the edition its filters keep, in its sort.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { submissionTypeLabels, type SubmissionType } from '@portal/domain/conferences';
import { listArgs } from '@portal/domain/pagination';
import { datesInOrder, datesOrderIssue, inscriptionFeeLabels, inscriptionPaidLabels, inscriptionReportFilterFields, inscriptionReportSorts, type InscriptionFee, type InscriptionPaidState } from '@portal/domain/reports';
import { personColumns } from '../../platform/exports/columns';
import { exportSort, sortedKeys, type ExportDefinition } from '../../platform/exports/exports';
import { feeReasonSql, inscriptionBase, inscriptionConditions, inscriptionWhere, paidStateSql } from './inscriptions.read';

type InscriptionExportRow = {
  id: number;
  last_name: string;
  first_name: string;
  email: string;
  document: string;
  registration_date: string;
  category: string;
  fee: InscriptionFee | null;
  fee_reason: string | null;
  amount_cents: number | null;
  paid: InscriptionPaidState;
  proposals: number | string;
  accepted: number | string;
  kinds: string | null;
  areas: string | null;
};

export const inscriptionExportFilters = inscriptionReportFilterFields
  .extend({ ...listArgs.pick({ search: true }).shape, ...exportSort([...inscriptionReportSorts] as [string, ...string[]]) })
  .refine(datesInOrder, datesOrderIssue);
type InscriptionExportFilters = z.infer<typeof inscriptionExportFilters>;

const kindLabels = (kinds: string | null) =>
  (kinds ?? '')
    .split(',')
    .filter(Boolean)
    .map((k) => submissionTypeLabels[k as SubmissionType] ?? k)
    .join(', ');

export const inscriptionReportExport: ExportDefinition<InscriptionExportRow, InscriptionExportFilters> = {
  name: 'inscriptionReport',
  fileTitle: 'reporte-inscripciones',
  sheetName: 'Inscripciones',
  filters: inscriptionExportFilters,
  columns: [
    ...personColumns<InscriptionExportRow>(),
    { key: 'date', header: 'Fecha de inscripción', kind: 'date', value: (r) => r.registration_date },
    { key: 'category', header: 'Categoría', kind: 'text', value: (r) => r.category, width: 24 },
    { key: 'fee', header: 'Tarifa', kind: 'text', value: (r) => (r.fee ? inscriptionFeeLabels[r.fee] : null), width: 10 },
    { key: 'feeReason', header: 'Motivo de la tarifa', kind: 'text', value: (r) => r.fee_reason, width: 50 },
    { key: 'amount', header: 'Importe', kind: 'money', value: (r) => r.amount_cents },
    { key: 'paid', header: 'Pago', kind: 'text', value: (r) => inscriptionPaidLabels[r.paid], width: 12 },
    { key: 'proposals', header: 'Propuestas', kind: 'number', value: (r) => Number(r.proposals), width: 11 },
    { key: 'accepted', header: 'Aceptadas', kind: 'number', value: (r) => Number(r.accepted), width: 11 },
    { key: 'kinds', header: 'Tipos de propuesta', kind: 'text', value: (r) => kindLabels(r.kinds), width: 30 },
    { key: 'areas', header: 'Áreas', kind: 'text', value: (r) => r.areas, width: 36 },
  ],
  source(_db, filters) {
    return {
      select: sql`select i.id, u.sort_key as name_key, u.last_name, u.first_name, u.email, u.document, i.registration_date::text as registration_date,
          ic.name as category, ic.position as category_position, c.fee_applied as fee, ${feeReasonSql} as fee_reason, c.amount_cents, ${paidStateSql} as paid,
          (select count(*) from "proposals" as p where p.inscription_id = i.id) as proposals,
          (select count(*) from "proposals" as p where p.inscription_id = i.id and p.status not in ('PENDING', 'REJECTED')) as accepted,
          (select string_agg(distinct p.kind, ',') from "proposals" as p where p.inscription_id = i.id) as kinds,
          (select string_agg(distinct ta.name, ', ') from "proposals" as p join "thematic_areas" as ta on ta.id = p.thematic_area_id where p.inscription_id = i.id) as areas
        from ${inscriptionBase} ${inscriptionWhere(filters.conferenceId, inscriptionConditions(filters))}`,
      keys: sortedKeys(
        filters,
        {
          name: { name: 'name_key', collateC: true },
          date: { name: 'registration_date' },
          category: { name: 'category_position' },
          paid: { name: 'paid', collateC: true },
          proposals: { name: 'proposals' },
        },
        { sort: 'date', keys: [{ name: 'registration_date' }, { name: 'name_key', collateC: true }, { name: 'id' }] },
        (direction) => [
          { name: 'name_key', collateC: true, desc: direction === 'DESC' },
          { name: 'id', desc: direction === 'DESC' },
        ],
      ),
    };
  },
};
