import { academicTitles, careers, institutions, universities } from '../../db/schema/catalogues';
import { thematicAreas } from '../../db/schema/conferences';
import type { SeedContext, Tx } from '../../platform/seed-context';

export const demoInstitutions: { name: string; code: string }[] = [
  { name: 'Consejo Nacional de Investigaciones Científicas y Técnicas', code: 'CONICET' },
  { name: 'Facultad Latinoamericana de Ciencias Sociales', code: 'FLACSO' },
  { name: 'Centro de Estudios de Estado y Sociedad', code: 'CEDES' },
  { name: 'Centro de Implementación de Políticas Públicas para la Equidad y el Crecimiento', code: 'CIPPEC' },
  { name: 'Instituto de Desarrollo Económico y Social', code: 'IDES' },
  { name: 'Instituto Gino Germani', code: 'IIGG' },
  { name: 'Consejo Latinoamericano de Ciencias Sociales', code: 'CLACSO' },
  { name: 'Instituto Nacional de la Administración Pública', code: 'INAP' },
  { name: 'Agencia Nacional de Promoción de la Investigación', code: 'AGENCIA' },
  { name: 'Centro de Estudios Legales y Sociales', code: 'CELS' },
  { name: 'Instituto de Investigaciones Políticas', code: 'IIP' },
  { name: 'Centro de Investigaciones y Estudios sobre Cultura y Sociedad', code: 'CIECS' },
  { name: 'Instituto de Estudios Sociales', code: 'INES' },
  { name: 'Centro de Estudios Interdisciplinarios en Problemáticas Internacionales y Locales', code: 'CEIPIL' },
  { name: 'Instituto de Ciencias Humanas, Sociales y Ambientales', code: 'INCIHUSA' },
];

export const demoUniversities = [
  'Universidad de Buenos Aires',
  'Universidad Nacional de Córdoba',
  'Universidad Nacional de La Plata',
  'Universidad Nacional de Rosario',
  'Universidad Nacional de Cuyo',
  'Universidad Nacional del Litoral',
  'Universidad Nacional de Tucumán',
  'Universidad Nacional de San Martín',
  'Universidad Torcuato Di Tella',
  'Universidad de San Andrés',
  'Universidad Nacional de Quilmes',
  'Universidad Nacional de General Sarmiento',
  'Universidad Nacional del Sur',
  'Universidad Católica Argentina',
  'Universidad Nacional de Mar del Plata',
];

export const demoCareers = [
  'Licenciatura en Ciencia Política',
  'Licenciatura en Relaciones Internacionales',
  'Licenciatura en Sociología',
  'Licenciatura en Administración Pública',
  'Licenciatura en Economía',
  'Abogacía',
  'Licenciatura en Historia',
  'Licenciatura en Comunicación Social',
  'Maestría en Ciencia Política',
  'Maestría en Políticas Públicas',
  'Doctorado en Ciencia Política',
  'Doctorado en Ciencias Sociales',
];

export const demoTitles = [
  'Licenciado/a en Ciencia Política',
  'Licenciado/a en Relaciones Internacionales',
  'Licenciado/a en Sociología',
  'Abogado/a',
  'Profesor/a en Ciencia Política',
  'Magíster en Ciencia Política',
  'Magíster en Políticas Públicas',
  'Magíster en Relaciones Internacionales',
  'Doctor/a en Ciencia Política',
  'Doctor/a en Ciencias Sociales',
];

/** Besides the four areas demo.ts seeds with the congress. */
export const demoExtraAreas = ['Opinión pública y comunicación política', 'Política y género', 'Instituciones y procesos políticos', 'Política latinoamericana'];

/** Demo institutions, universities, careers, titles and extra thematic areas. */
export async function seedCatalogues(tx: Tx, _ctx: SeedContext): Promise<void> {
  await tx.insert(institutions).values(demoInstitutions);
  await tx.insert(universities).values(demoUniversities.map((name) => ({ name })));
  await tx.insert(careers).values(demoCareers.map((name) => ({ name })));
  await tx.insert(academicTitles).values(demoTitles.map((name) => ({ name })));
  await tx.insert(thematicAreas).values(demoExtraAreas.map((name) => ({ name }))).onConflictDoNothing();
}
