import { z } from 'zod';
import { genderLabels, type Gender } from './people';
import { globalRoles, roleLabels, type AnyRole } from './roles';
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

const fieldLabels: Record<string, string> = {
  roles: 'Roles',
  enabled: 'Cuenta habilitada',
  email: 'Correo electrónico',
  status: 'Estado',
  terminatedMember: 'Dada de baja',
  universityCareer: 'Carrera universitaria',
  terminatedAt: 'Fecha de baja',
  dateBirth: 'Fecha de nacimiento',
  gender: 'Género',
  country: 'País',
  province: 'Provincia',
  location: 'Localidad',
  address: 'Dirección',
  postalCode: 'Código postal',
  principalContactNumber: 'Teléfono principal',
  secondaryContactNumber: 'Teléfono alternativo',
  professionalEmail: 'Correo electrónico laboral',
  firstInstitution: 'Institución principal',
  secondaryInstitution: 'Institución secundaria',
  universityInstitution: 'Universidad de grado',
  universityTitle: 'Título de grado',
  masterCareer: 'Carrera de maestría',
  masterInstitution: 'Universidad de maestría',
  masterTitle: 'Título de maestría',
  doctorateCareer: 'Carrera de doctorado',
  doctorateInstitution: 'Universidad de doctorado',
  doctorateTitle: 'Título de doctorado',
  otherComplementaryStudies: 'Otros estudios complementarios',
};

function showValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (key === 'gender' && typeof value === 'string') return genderLabels[value as Gender] ?? value;
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
