// «Estados de cuenta» as a file: the report's filters and sort, one row per person, the columns chosen.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { accountReportFilters, accountReportSorts, type AccountReportFilters } from '@portal/domain/account-report';
import { personColumns, type PersonExportRow } from '../../platform/exports/columns';
import { exportSort, sortedKeys, type ExportDefinition } from '../../platform/exports/exports';
import { accountPeopleSelect, accountSortColumns } from './accounts.read';

type AccountExportRow = PersonExportRow & {
  id: string;
  charged_cents: string | number;
  paid_cents: string | number;
  pending_cents: string | number;
  credit_cents: string | number;
  up_to_30: string | number;
  from_31_to_90: string | number;
  over_90: string | number;
};

/** The report's filters with its sort (the same names as the list). */
export const accountExportFilters = z.intersection(accountReportFilters, z.object(exportSort(accountReportSorts)));
type AccountExportFilters = AccountReportFilters & { sort?: (typeof accountReportSorts)[number] | null; direction?: 'ASC' | 'DESC' | null };

export const accountsReportExport: ExportDefinition<AccountExportRow, AccountExportFilters> = {
  name: 'accountsReport',
  fileTitle: 'estados-de-cuenta',
  sheetName: 'Estados de cuenta',
  filters: accountExportFilters as z.ZodType<AccountExportFilters>,
  columns: [
    ...personColumns<AccountExportRow>(),
    { key: 'charged', header: 'Cargos', kind: 'money', value: (r) => r.charged_cents, width: 16 },
    { key: 'paid', header: 'Pagado', kind: 'money', value: (r) => r.paid_cents, width: 16 },
    { key: 'pending', header: 'Pendiente', kind: 'money', value: (r) => r.pending_cents, width: 16 },
    { key: 'credit', header: 'Crédito', kind: 'money', value: (r) => r.credit_cents, width: 14 },
    { key: 'upTo30', header: 'Adeudado hasta 30 días', kind: 'money', value: (r) => r.up_to_30, width: 16 },
    { key: 'from31To90', header: 'Adeudado de 31 a 90 días', kind: 'money', value: (r) => r.from_31_to_90, width: 16 },
    { key: 'over90', header: 'Adeudado más de 90 días', kind: 'money', value: (r) => r.over_90, width: 16 },
  ],
  source(_db, filters) {
    return {
      select: accountPeopleSelect(filters, sql``),
      keys: sortedKeys(
        filters,
        accountSortColumns,
        { sort: 'pending', keys: [{ name: 'pending_cents', desc: true }, { name: 'sort_key', collateC: true }, { name: 'id' }] },
        [{ name: 'sort_key', collateC: true }, { name: 'id' }],
      ),
    };
  },
};
