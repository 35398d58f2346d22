import { and, sql } from 'drizzle-orm';
import { z } from 'zod';
import { listArgs } from '@portal/domain/pagination';
import { roleLabels, type GlobalRole } from '@portal/domain/roles';
import { membershipStatusLabels } from '@portal/domain/membership-status';
import { userListFilters, type MembershipStatus } from '@portal/domain/users';
import { users } from '../../db/schema/users';
import { personColumns } from '../../platform/exports/columns';
import type { ExportDefinition } from '../../platform/exports/exports';
import { userListConditions } from './users.read';

type UserExportRow = {
  id: string;
  last_name: string;
  first_name: string;
  email: string;
  document: string;
  roles: string | null;
  membership_status: MembershipStatus;
  enabled: boolean;
  created_at: Date;
};

/** The Usuarios list's own search and filters. */
export const userExportFilters = userListFilters.extend(listArgs.pick({ search: true }).shape);
type UserExportFilters = z.infer<typeof userExportFilters>;

/**
 * The Usuarios list as a file (ADMIN, SYSADMIN): the people its search and filters show, by name,
 * with the columns of the screen. This year's membership as the list computes it.
 */
export const usersExport: ExportDefinition<UserExportRow, UserExportFilters> = {
  name: 'users',
  fileTitle: 'usuarios',
  sheetName: 'Usuarios',
  filters: userExportFilters,
  columns: [
    ...personColumns<UserExportRow>(),
    { header: 'Roles', kind: 'text', value: (r) => (r.roles ? r.roles.split(',').map((role) => roleLabels[role as GlobalRole] ?? role).join(', ') : '') },
    { header: 'Membresía', kind: 'text', value: (r) => membershipStatusLabels[r.membership_status], width: 16 },
    { header: 'Cuenta', kind: 'text', value: (r) => (r.enabled ? 'Habilitada' : 'Deshabilitada'), width: 14 },
    { header: 'Alta', kind: 'date', value: (r) => r.created_at },
  ],
  source(db, filters, year = new Date().getFullYear()) {
    const where = and(...userListConditions(db, filters, year));
    return {
      select: sql`select ${users.id} as id, ${users.sortKey} as sort_key, ${users.lastName} as last_name, ${users.firstName} as first_name,
          ${users.email} as email, ${users.document} as document, ${users.enabled} as enabled, ${users.createdAt} as created_at,
          (select string_agg(r.role, ',' order by r.role) from user_roles r where r.user_id = ${users.id}) as roles,
          coalesce((select case when c.status = 'PENDING' then 'OWING' when not m.terminated_member then 'UP_TO_DATE' else 'NONE' end
            from memberships m left join charges c on c.membership_id = m.id
            where m.user_id = ${users.id} and m.year = ${year}
            order by (c.status = 'PENDING') desc nulls last limit 1), 'NONE') as membership_status
        from ${users} ${where ? sql`where ${where}` : sql``}`,
      keys: [{ name: 'sort_key', collateC: true }, { name: 'id' }],
    };
  },
};
