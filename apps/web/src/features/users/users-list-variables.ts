import { globalRoles } from '@portal/domain/roles';
import { membershipStatuses, type MembershipStatus } from '@portal/domain/membership-status';
import { listVariables, type ListDefaults, type ListParams } from '../../shared/list/list-params';

/**
 * The users list's URL state and the variables of its query, without React: the page and its route
 * loader ask for the same page of the list.
 */
export const usersListDefaults: ListDefaults = { sort: 'name', filters: ['rol', 'membresia'] };

/** URL values of the membership filter (?membresia=con-deuda). */
export const statusSlugs: Record<MembershipStatus, string> = { UP_TO_DATE: 'al-dia', OWING: 'con-deuda', NONE: 'sin-membresia' };
const statusFromSlug = (slug: string | undefined) => membershipStatuses.find((s) => statusSlugs[s] === slug) ?? null;
const roleFromParam = (value: string | undefined) => globalRoles.find((r) => r === value) ?? null;

export const usersVariables = (params: ListParams) => ({
  ...listVariables(params),
  role: roleFromParam(params.filters.rol),
  membershipStatus: statusFromSlug(params.filters.membresia),
});
