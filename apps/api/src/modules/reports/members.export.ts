// The Miembros report as a file: every person its filters keep, in its sort, with the chosen columns.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { listArgs } from '@portal/domain/pagination';
import { joinedInOrder, joinedOrderIssue, memberReportFilterFields, memberReportSorts, memberReportStatusLabels, type MemberReportStatus } from '@portal/domain/reports';
import { personColumns } from '../../platform/exports/columns';
import { exportSort, sortedKeys, type ExportDefinition } from '../../platform/exports/exports';
import { memberBase, memberConditions, memberStatusSql, whereOf } from './members.read';

type MemberExportRow = {
  id: string;
  last_name: string;
  first_name: string;
  email: string;
  document: string;
  category: string | null;
  status: MemberReportStatus;
  amount_cents: number | null;
  joined: Date;
  country: string | null;
  province: string | null;
  institution: string | null;
};

/** The report's filters, search and sort (BAD_USER_INPUT per field, as the report). */
export const memberExportFilters = memberReportFilterFields
  .extend({ ...listArgs.pick({ search: true }).shape, ...exportSort([...memberReportSorts] as [string, ...string[]]) })
  .refine(joinedInOrder, joinedOrderIssue);
type MemberExportFilters = z.infer<typeof memberExportFilters>;

export const memberReportExport: ExportDefinition<MemberExportRow, MemberExportFilters> = {
  name: 'memberReport',
  fileTitle: 'reporte-miembros',
  sheetName: 'Miembros',
  filters: memberExportFilters,
  columns: [
    ...personColumns<MemberExportRow>(),
    { key: 'category', header: 'Categoría', kind: 'text', value: (r) => r.category, width: 22 },
    { key: 'status', header: 'Estado', kind: 'text', value: (r) => memberReportStatusLabels[r.status] ?? r.status, width: 16 },
    { key: 'amount', header: 'Cuota del año', kind: 'money', value: (r) => r.amount_cents },
    { key: 'joined', header: 'Alta', kind: 'date', value: (r) => r.joined },
    { key: 'country', header: 'País', kind: 'text', value: (r) => r.country, width: 18 },
    { key: 'province', header: 'Provincia', kind: 'text', value: (r) => r.province, width: 22 },
    { key: 'institution', header: 'Institución', kind: 'text', value: (r) => r.institution, width: 36 },
  ],
  source(_db, filters) {
    return {
      select: sql`select u.id as id, u.sort_key as name_key, u.last_name, u.first_name, u.email, u.document, u.created_at as joined,
          mc.name as category, portal_sort_key(coalesce(mc.name, '')) as category_key, ${memberStatusSql} as status, c.amount_cents,
          co.name as country, portal_sort_key(coalesce(co.name, '')) as country_key, coalesce(pr.name, pi.province_name) as province,
          inst.name as institution, portal_sort_key(coalesce(inst.name, '')) as institution_key
        from ${memberBase(filters.year)}
        left join "countries" as co on co.id = pi.country_id
        left join "provinces" as pr on pr.id = pi.province_id
        left join "institutions" as inst on inst.id = ai.first_institution_id
        ${whereOf(memberConditions(filters))}`,
      keys: sortedKeys(
        filters,
        {
          name: { name: 'name_key', collateC: true },
          category: { name: 'category_key', collateC: true },
          status: { name: 'status', collateC: true },
          joined: { name: 'joined' },
          country: { name: 'country_key', collateC: true },
          institution: { name: 'institution_key', collateC: true },
        },
        { sort: 'name', keys: [{ name: 'name_key', collateC: true }, { name: 'id' }] },
        (direction) => [
          { name: 'name_key', collateC: true, desc: direction === 'DESC' },
          { name: 'id', desc: direction === 'DESC' },
        ],
      ),
    };
  },
};
