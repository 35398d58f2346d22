import { z } from 'zod';
import { globalRoles } from './roles';
import { membershipStatuses } from './membership-status';

// Without zod, for screens that only show the standing (the web's user list).
export { membershipStatusLabels, membershipStatuses, type MembershipStatus } from './membership-status';

const userId = z.uuid({ error: 'El identificador de usuario no es válido' });
const globalRole = z.enum(globalRoles, { error: 'Elija un rol válido' });

/** Filters of the user list, besides the shared list arguments. */
export const userListFilters = z.object({
  role: globalRole.optional().nullable(),
  membershipStatus: z.enum(membershipStatuses, { error: 'Elija un estado de membresía válido' }).optional().nullable(),
});
export type UserListFilters = z.infer<typeof userListFilters>;

export const userIdInput = z.object({ userId });
export const roleChangeInput = z.object({ userId, role: globalRole });
export const setUserEnabledInput = z.object({ userId, enabled: z.boolean({ error: 'Indique si la cuenta queda habilitada' }) });
