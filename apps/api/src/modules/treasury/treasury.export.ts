import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { listArgs } from '@portal/domain/pagination';
import { users } from '../../db/schema/users';
import { personColumns } from '../../platform/exports/columns';
import type { ExportDefinition } from '../../platform/exports/exports';
import { pendingCentsOf, personSearch } from './treasury.service';

type AccountStateRow = { id: string; last_name: string; first_name: string; email: string; document: string; pending_cents: string | number };

/** The search of "Registrar pago" (the people treasury looks up, with what each still owes). */
export const accountStateFilters = listArgs.pick({ search: true });
type AccountStateFilters = z.infer<typeof accountStateFilters>;

/**
 * The account state of every enabled person the search finds (TESORERIA): what each still owes
 * on pending charges, as money (a number in pesos in the workbook, so it sums).
 */
export const accountStateExport: ExportDefinition<AccountStateRow, AccountStateFilters> = {
  name: 'accountState',
  fileTitle: 'estado-de-cuenta',
  sheetName: 'Estado de cuenta',
  filters: accountStateFilters,
  columns: [
    ...personColumns<AccountStateRow>(),
    { header: 'Saldo pendiente', kind: 'money', value: (r) => r.pending_cents, width: 18 },
  ],
  source(_db, filters) {
    const where = and(eq(users.enabled, true), personSearch(filters.search ?? null));
    return {
      select: sql`select ${users.id} as id, ${users.sortKey} as sort_key, ${users.lastName} as last_name, ${users.firstName} as first_name,
          ${users.email} as email, ${users.document} as document, ${pendingCentsOf()} as pending_cents
        from ${users} where ${where}`,
      keys: [{ name: 'sort_key', collateC: true }, { name: 'id' }],
    };
  },
};
