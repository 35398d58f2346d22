import { z } from 'zod';
import { safeString } from './input-hygiene';

/**
 * The association's own data, printed on every document it issues (receipts, the programme,
 * certificates, reports): name, address, CUIT and logo. SYSADMIN keeps it in «Datos de la
 * asociación»; until then the server's configuration (ASSOCIATION_*) stands in.
 */

/** `xx-xxxxxxxx-x` whose last digit is the AFIP check digit (weights 5432765432, modulo 11). */
export function isCuit(value: string): boolean {
  if (!/^\d{2}-\d{8}-\d$/.test(value)) return false;
  const digits = value.replace(/-/g, '').split('').map(Number);
  const sum = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((total, weight, i) => total + weight * digits[i], 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === digits[10];
}

const required = (label: string, max: number) =>
  safeString({ error: `Ingrese ${label}` }).trim().min(1, `Ingrese ${label}`).max(max, `Como máximo ${max} caracteres`);

export const associationSettingsInput = z.object({
  name: required('el nombre', 200),
  address: required('la dirección', 300),
  cuit: safeString({ error: 'Ingrese el CUIT' })
    .trim()
    .refine((v) => /^\d{2}-\d{8}-\d$/.test(v), 'Escriba el CUIT con guiones: 30-71234567-1')
    .refine(isCuit, 'El dígito verificador del CUIT no corresponde'),
  logoFileId: z.uuid('Archivo inválido').nullable().optional().transform((v) => v ?? null),
});
export type AssociationSettingsInput = z.input<typeof associationSettingsInput>;
