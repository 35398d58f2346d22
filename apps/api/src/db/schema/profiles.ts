import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { academicTitles, careers, countries, institutions, provinces, universities } from './catalogues';
import { users } from './users';

const userKey = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const contactColumns = () => ({
  countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
  provinceId: integer('province_id').references(() => provinces.id, { onDelete: 'restrict' }),
  /** Free text, for a country whose provinces are not in the catalogue. */
  provinceName: text('province_name'),
  location: text('location'),
  address: text('address'),
  postalCode: text('postal_code'),
  principalContactNumber: text('principal_contact_number'),
  secondaryContactNumber: text('secondary_contact_number'),
});

export const personalInfo = pgTable('personal_info', {
  userId: userKey(),
  dateBirth: date('date_birth'),
  gender: text('gender'),
  ...contactColumns(),
  updatedAt: updatedAt(),
});

export const professionalInfo = pgTable('professional_info', {
  userId: userKey(),
  email: text('email'),
  ...contactColumns(),
  updatedAt: updatedAt(),
});

const career = (name: string) => integer(name).references(() => careers.id, { onDelete: 'restrict' });
const university = (name: string) => integer(name).references(() => universities.id, { onDelete: 'restrict' });
const title = (name: string) => integer(name).references(() => academicTitles.id, { onDelete: 'restrict' });

export const academicInfo = pgTable('academic_info', {
  userId: userKey(),
  firstInstitutionId: integer('first_institution_id').references(() => institutions.id, { onDelete: 'restrict' }),
  secondaryInstitutionId: integer('secondary_institution_id').references(() => institutions.id, { onDelete: 'restrict' }),
  universityCareerId: career('university_career_id'),
  universityInstitutionId: university('university_institution_id'),
  universityTitleId: title('university_title_id'),
  masterCareerId: career('master_career_id'),
  masterInstitutionId: university('master_institution_id'),
  masterTitleId: title('master_title_id'),
  doctorateCareerId: career('doctorate_career_id'),
  doctorateInstitutionId: university('doctorate_institution_id'),
  doctorateTitleId: title('doctorate_title_id'),
  otherComplementaryStudies: text('other_complementary_studies'),
  updatedAt: updatedAt(),
});

/**
 * Every institution a person belonged to (first or secondary institution of their academic
 * profile) and when: one row per stretch, `valid_to` null while it lasts. Written only by the
 * database (trigger `academic_info_institution_history`, migration 0021) on every change of
 * `academic_info`, whoever makes it (the person, an admin, a seed): the conflict-of-interest rule
 * (platform/conflict-of-interest.ts) reads it, so clearing one's institution does not clear a conflict.
 */
export const institutionHistory = pgTable(
  'institution_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (t) => [index('institution_history_user_idx').on(t.userId, t.institutionId), index('institution_history_institution_idx').on(t.institutionId)],
);
