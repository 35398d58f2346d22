import { z } from 'zod';
import { safeReturnPath } from './return-path';
import { safeString } from './input-hygiene';
import { documentField, emailField, genders, personNameField } from './people';
import { passwordShape } from './passwords';
import { MAX_FEE_CENTS, pesosField } from './money';

const required = (message: string, max = 100) =>
  safeString({ error: message }).trim().min(1, message).max(max, `Como máximo ${max} caracteres`);

export const CAREER_REQUIRED = 'Ingrese su carrera universitaria';
const categoryId = z.number({ error: 'Elija una categoría' }).int('Elija una categoría').positive('Elija una categoría');
const career = safeString().trim().max(200, 'Como máximo 200 caracteres');

/** `dd/mm/aaaa` (as people type it) or `yyyy-mm-dd` → `yyyy-mm-dd`; anything else is left as is. */
export function toIsoDate(value: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : value.trim();
}

function isValidBirthDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= Date.now();
}

/** `register`: the account, basic personal data and the membership category, in one step. */
export const registerInput = z.object({
  email: emailField(),
  firstName: personNameField('Ingrese su nombre', 'El nombre es demasiado largo'),
  lastName: personNameField('Ingrese su apellido', 'El apellido es demasiado largo'),
  document: documentField(),
  password: passwordShape,
  dateBirth: safeString({ error: 'Ingrese su fecha de nacimiento' })
    .min(1, 'Ingrese su fecha de nacimiento')
    .transform(toIsoDate)
    .refine(isValidBirthDate, 'Ingrese una fecha válida con el formato dd/mm/aaaa'),
  gender: z.enum(genders, { error: 'Elija una opción' }),
  principalContactNumber: safeString({ error: 'Ingrese un teléfono de contacto' })
    .trim()
    .regex(/^\+?[\d\s()-]{6,30}$/, 'Ingrese un teléfono válido, por ejemplo 11 4567-8901'),
  categoryId,
  universityCareer: career.optional().nullable().transform((v) => v || null),
  /** Where the confirmation link brings the person back to after joining; an unsafe one is dropped. */
  next: z.unknown().optional().transform((v) => safeReturnPath(v)),
});
export type RegisterInput = z.input<typeof registerInput>;

/**
 * Form-only: the joining form adds the repeated password; `isStudent` tells whether the chosen
 * category asks for the university career (the server checks the same with its own category).
 */
export const registerForm = (isStudent: (categoryId: number) => boolean) =>
  registerInput
    .extend({ confirmPassword: z.string() })
    // `when`: also checked while other fields still have errors, so every message shows at once.
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Las contraseñas no coinciden', when: () => true })
    .refine((v) => !isStudent(v.categoryId) || !!v.universityCareer?.trim(), { path: ['universityCareer'], message: CAREER_REQUIRED, when: () => true });
export type RegisterForm = z.input<ReturnType<typeof registerForm>>;

/** `asociate(categoryId)`: integer categoryId (spec section 5). */
export const asociateInput = z.object({ categoryId });

/** `updateMembership(universityCareer)`. */
export const updateMembershipInput = z.object({
  universityCareer: career.min(1, CAREER_REQUIRED),
});

const categoryName = required('Ingrese el nombre de la categoría', 80);

/** `createMembershipCategory` / `updateMembershipCategory` (server side: the fee in cents). */
export const membershipCategoryInput = z.object({
  name: categoryName,
  yearlyFeeCents: z
    .number({ error: 'Ingrese la cuota anual' })
    .int('La cuota anual debe estar en centavos enteros')
    .min(0, 'El importe no puede ser negativo')
    .max(MAX_FEE_CENTS, 'El importe es demasiado alto'),
  isStudent: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type MembershipCategoryInput = z.input<typeof membershipCategoryInput>;

/** Form side of the category: the fee typed in pesos (`45.000,00`), turned into cents. */
export const membershipCategoryForm = z.object({
  name: categoryName,
  yearlyFee: pesosField(),
  isStudent: z.boolean(),
  active: z.boolean(),
});
export type MembershipCategoryFormValues = z.input<typeof membershipCategoryForm>;

/** `generateMembershipCharges(year)`. */
export const generateChargesInput = z.object({
  year: z.number({ error: 'Ingrese el año' }).int('Ingrese un año válido').min(2000, 'Ingrese un año válido').max(2100, 'Ingrese un año válido'),
});


/** Where a membership year stands: current (Vigente), ended by an ADMIN, or a year already over. */
export const membershipStates = ['ACTIVE', 'TERMINATED', 'EXPIRED'] as const;
export type MembershipState = (typeof membershipStates)[number];

export const membershipStateLabels: Record<MembershipState, string> = {
  ACTIVE: 'Vigente',
  TERMINATED: 'Dada de baja',
  EXPIRED: 'Vencida',
};

/** A terminated membership stays terminated; otherwise a year before `currentYear` has expired. */
export function membershipState(m: { year: number; terminatedMember: boolean }, currentYear: number): MembershipState {
  if (m.terminatedMember) return 'TERMINATED';
  return m.year < currentYear ? 'EXPIRED' : 'ACTIVE';
}
