import { z } from 'zod';
import { safeMultilineString, safeString } from './input-hygiene';
import { documentField, emailField, genders, personNameField } from './people';
import { catalogueName, entityId, strictObject } from './catalogues';

/** Optional free text: trimmed; empty becomes null. */
const optionalText = (max: number, tooLong: string, multiline = false) =>
  (multiline ? safeMultilineString : safeString)()
    .max(max * 2, tooLong)
    .transform((v) => v.trim())
    .pipe(safeString().max(max, tooLong))
    .nullish()
    .transform((v) => (v ? v : null));

const optionalId = (message: string) =>
  z
    .union([z.literal(''), entityId(message)], { error: message })
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v));

const phone = optionalText(30, 'El teléfono es demasiado largo').refine((v) => v === null || /^[0-9+()\s-]{6,30}$/.test(v), {
  message: 'Ingrese un teléfono válido (solo números, espacios, +, guiones y paréntesis)',
});

const optionalEmail = safeString()
  .max(254, 'El correo electrónico es demasiado largo')
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.union([z.literal(''), z.email('Ingrese un correo electrónico válido')]))
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The account section: e-mail, names and document number. `currentPassword` is needed only when
 * the e-mail changes (the change then waits for the link sent to the new address).
 */
export const accountInput = strictObject({
    email: emailField(),
    firstName: personNameField('Ingrese su nombre', 'El nombre es demasiado largo'),
    lastName: personNameField('Ingrese su apellido', 'El apellido es demasiado largo'),
    document: documentField(),
    currentPassword: z.string().max(1024, 'La contraseña es demasiado larga').nullish(),
  });
export type AccountInput = z.input<typeof accountInput>;

/** The "Cambiar correo" dialog: the new address and the current password. */
export const emailChangeForm = z.object({
  email: emailField(),
  currentPassword: z.string({ error: 'Ingrese su contraseña actual' }).min(1, 'Ingrese su contraseña actual').max(1024, 'La contraseña es demasiado larga'),
});
export type EmailChangeForm = z.input<typeof emailChangeForm>;

/** A confirmation link's token (sign-up or e-mail change), as the link carries it. */
export const confirmationTokenInput = z.object({
  token: z.string({ error: 'El enlace no es válido' }).trim().min(1, 'El enlace no es válido').max(200, 'El enlace no es válido'),
});

/** Contact fields shared by the personal and the professional sections. */
const contactShape = {
  countryId: optionalId('Seleccione un país de la lista'),
  provinceId: optionalId('Seleccione una provincia de la lista'),
  /** For a country whose provinces are not listed: the province, state or region as text. */
  provinceName: optionalText(100, 'La provincia es demasiado larga'),
  location: optionalText(120, 'La localidad es demasiado larga'),
  address: optionalText(200, 'La dirección es demasiado larga'),
  postalCode: optionalText(12, 'El código postal es demasiado largo'),
  principalContactNumber: phone,
  secondaryContactNumber: phone,
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dateBirth = safeString({ error: 'Ingrese una fecha válida' })
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (isoDate.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), {
    message: 'Ingrese una fecha válida',
  })
  .refine((v) => v === null || (v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10)), {
    message: 'La fecha de nacimiento debe estar entre 1900 y hoy',
    when: (payload) => payload.issues.length === 0,
  });

export const personalInfoInput = strictObject({
    dateBirth,
    gender: z
      .union([z.literal(''), z.enum(genders)], { error: 'Seleccione una opción de la lista' })
      .nullish()
      .transform((v) => (v ? v : null)),
    ...contactShape,
  });
export type PersonalInfoInput = z.input<typeof personalInfoInput>;

export const professionalInfoInput = strictObject({ email: optionalEmail, ...contactShape });
export type ProfessionalInfoInput = z.input<typeof professionalInfoInput>;

/** A career or title: an existing catalogue row (`id`) or a new name (`name`), exactly one. */
export const catalogueChoice = strictObject({ id: entityId('Seleccione una opción de la lista').nullish(), name: catalogueName.nullish() })
  .refine((v) => (v.id == null) !== (v.name == null), { message: 'Elija una opción de la lista o escriba un nombre nuevo, no ambos' })
  .nullish()
  .transform((v) => v ?? null);
export type CatalogueChoice = z.input<typeof catalogueChoice>;

const institutionId = optionalId('Seleccione una institución de la lista');
const universityId = optionalId('Seleccione una universidad de la lista');
const complementary = optionalText(2000, 'El texto es demasiado largo (máximo 2000 caracteres)', true);

export const academicInfoInput = strictObject({
    firstInstitutionId: institutionId,
    secondaryInstitutionId: institutionId,
    universityCareer: catalogueChoice,
    universityInstitutionId: universityId,
    universityTitle: catalogueChoice,
    masterCareer: catalogueChoice,
    masterInstitutionId: universityId,
    masterTitle: catalogueChoice,
    doctorateCareer: catalogueChoice,
    doctorateInstitutionId: universityId,
    doctorateTitle: catalogueChoice,
    otherComplementaryStudies: complementary,
  });
export type AcademicInfoInput = z.input<typeof academicInfoInput>;
