import { z } from 'zod';
import { globalRoles, roleLabels, type AnyRole } from './roles';

/** This year's membership standing of a person, as the user list filters it. */
export const membershipStatuses = ['UP_TO_DATE', 'OWING', 'NONE'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const membershipStatusLabels: Record<MembershipStatus, string> = {
  UP_TO_DATE: 'Al día',
  OWING: 'Con deuda',
  NONE: 'Sin membresía',
};

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

/** Audit actions of user administration (other domains add theirs; unknown ones show as written). */
export const auditActionLabels: Record<string, string> = {
  USER_ROLE_GRANTED: 'Rol otorgado',
  USER_ROLE_REVOKED: 'Rol quitado',
  USER_DISABLED: 'Cuenta deshabilitada',
  USER_ENABLED: 'Cuenta habilitada',
  USER_RECOVERY_EMAIL_SENT: 'Correo de recuperación enviado',
  'membership.terminate': 'Membresía dada de baja',
  'membership.update': 'Membresía modificada',
};

export const auditActionLabel = (action: string) => auditActionLabels[action] ?? action.replaceAll('_', ' ').toLowerCase();

const fieldLabels: Record<string, string> = {
  roles: 'Roles',
  enabled: 'Cuenta habilitada',
  email: 'Correo electrónico',
  status: 'Estado',
  terminatedMember: 'Dada de baja',
  universityCareer: 'Carrera universitaria',
  terminatedAt: 'Fecha de baja',
};

function showValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'ninguno';
    return value.map((v) => (key === 'roles' && typeof v === 'string' ? (roleLabels[v as AnyRole] ?? v) : showValue(key, v))).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "Roles: Socio / usuario → Socio / usuario, Tesorería" from an audit entry's before and after. */
export function auditSummary(before: unknown, after: unknown): string {
  const b = before && typeof before === 'object' && !Array.isArray(before) ? (before as Record<string, unknown>) : {};
  const a = after && typeof after === 'object' && !Array.isArray(after) ? (after as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .map((key) => {
      const label = fieldLabels[key] ?? key;
      if (!(key in b)) return `${label}: ${showValue(key, a[key])}`;
      if (!(key in a)) return `${label}: ${showValue(key, b[key])} → —`;
      const from = showValue(key, b[key]);
      const to = showValue(key, a[key]);
      return from === to ? null : `${label}: ${from} → ${to}`;
    })
    .filter((line): line is string => line !== null)
    .join('; ');
}
