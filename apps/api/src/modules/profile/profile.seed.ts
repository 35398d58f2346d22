import { eq, inArray } from 'drizzle-orm';
import { academicTitles, careers, countries, institutions, provinces, universities } from '../../db/schema/catalogues';
import { academicInfo, personalInfo, professionalInfo } from '../../db/schema/profiles';
import type { SeedContext, Tx } from '../../platform/seed-context';

async function idsByName(tx: Tx, table: typeof institutions | typeof universities | typeof careers | typeof academicTitles, names: string[]) {
  const rows = await tx.select({ id: table.id, name: table.name }).from(table).where(inArray(table.name, names));
  return Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, number>;
}

/** Demo personal, professional and academic data of socio@ and coordinador@. */
export async function seedProfileDemo(tx: Tx, ctx: SeedContext): Promise<void> {
  const [argentina] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.code, 'AR'));
  const provs = Object.fromEntries(
    (await tx.select({ id: provinces.id, name: provinces.name }).from(provinces).where(eq(provinces.countryId, argentina.id))).map((p) => [p.name, p.id]),
  ) as Record<string, number>;
  const inst = await idsByName(tx, institutions, ['Consejo Nacional de Investigaciones Científicas y Técnicas', 'Facultad Latinoamericana de Ciencias Sociales', 'Instituto Gino Germani']);
  const uni = await idsByName(tx, universities, ['Universidad de Buenos Aires', 'Universidad Nacional de Córdoba', 'Universidad Torcuato Di Tella', 'Universidad Nacional de San Martín']);
  const car = await idsByName(tx, careers, ['Licenciatura en Ciencia Política', 'Maestría en Ciencia Política', 'Doctorado en Ciencias Sociales', 'Licenciatura en Relaciones Internacionales']);
  const tit = await idsByName(tx, academicTitles, ['Licenciado/a en Ciencia Política', 'Magíster en Ciencia Política', 'Doctor/a en Ciencias Sociales', 'Licenciado/a en Relaciones Internacionales']);
  const socio = ctx.accountIds['socio@example.org'];
  const coordinador = ctx.accountIds['coordinador@example.org'];

  await tx.insert(personalInfo).values([
    { userId: socio, dateBirth: '1988-04-12', gender: 'FEMENINO', countryId: argentina.id, provinceId: provs['Ciudad Autónoma de Buenos Aires'] ?? null, location: 'Palermo', address: 'Av. Santa Fe 3200, 4.º B', postalCode: 'C1425BGN', principalContactNumber: '+54 11 4823-5566', secondaryContactNumber: null },
    { userId: coordinador, dateBirth: '1979-09-30', gender: 'MASCULINO', countryId: argentina.id, provinceId: provs['Córdoba'] ?? null, location: 'Córdoba', address: 'Bv. San Juan 850', postalCode: 'X5000ATO', principalContactNumber: '+54 351 422-7788', secondaryContactNumber: '+54 9 351 555-0101' },
  ]);
  await tx.insert(professionalInfo).values([
    { userId: socio, email: 'smartinez@conicet.example.org', countryId: argentina.id, provinceId: provs['Ciudad Autónoma de Buenos Aires'] ?? null, location: 'Balvanera', address: 'Saavedra 15', postalCode: 'C1083ACA', principalContactNumber: '+54 11 5287-1500', secondaryContactNumber: null },
    { userId: coordinador, email: 'cherrera@unc.example.org', countryId: argentina.id, provinceId: provs['Córdoba'] ?? null, location: 'Ciudad Universitaria', address: 'Av. Haya de la Torre s/n', postalCode: 'X5000HUA', principalContactNumber: '+54 351 535-3610', secondaryContactNumber: null },
  ]);
  await tx.insert(academicInfo).values([
    {
      userId: socio,
      firstInstitutionId: inst['Consejo Nacional de Investigaciones Científicas y Técnicas'],
      secondaryInstitutionId: inst['Instituto Gino Germani'],
      universityCareerId: car['Licenciatura en Ciencia Política'],
      universityInstitutionId: uni['Universidad de Buenos Aires'],
      universityTitleId: tit['Licenciado/a en Ciencia Política'],
      masterCareerId: car['Maestría en Ciencia Política'],
      masterInstitutionId: uni['Universidad Torcuato Di Tella'],
      masterTitleId: tit['Magíster en Ciencia Política'],
      otherComplementaryStudies: 'Diplomatura en Análisis de Datos Electorales (2019).',
    },
    {
      userId: coordinador,
      firstInstitutionId: inst['Facultad Latinoamericana de Ciencias Sociales'],
      universityCareerId: car['Licenciatura en Relaciones Internacionales'],
      universityInstitutionId: uni['Universidad Nacional de Córdoba'],
      universityTitleId: tit['Licenciado/a en Relaciones Internacionales'],
      doctorateCareerId: car['Doctorado en Ciencias Sociales'],
      doctorateInstitutionId: uni['Universidad Nacional de San Martín'],
      doctorateTitleId: tit['Doctor/a en Ciencias Sociales'],
    },
  ]);
}
