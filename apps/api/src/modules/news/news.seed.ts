import { Readable } from 'node:stream';
import type { FilePurpose } from '@portal/domain/files';
import { setOwnedFiles, storeUpload } from '../files/files.service';
import { solidPng } from '../../platform/solid-png';
import { journalIssues, news } from '../../db/schema/news';
import type { SeedContext, Tx } from '../../platform/seed-context';

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A solid-colour PNG stored through the storage module, when the caller keeps files. */
async function storePng(tx: Tx, ctx: SeedContext, name: string, purpose: FilePurpose, rgb: [number, number, number], size: [number, number]) {
  if (!ctx.storage) return null;
  const stored = await storeUpload(tx, ctx.storage, 'seed', {
    stream: Readable.from([solidPng(size[0], size[1], rgb)]),
    name,
    purpose,
    uploader: null,
  });
  return stored.id;
}

/** Demo news items (six published, one scheduled for later, one draft) and three journal issues. */
export async function seedNewsDemo(tx: Tx, ctx: SeedContext): Promise<void> {
  const createdBy = ctx.accountIds['admin@example.org'] ?? null;
  const imageOf = (name: string, rgb: [number, number, number]) => storePng(tx, ctx, name, 'NEWS_IMAGE', rgb, [320, 180]);
  const newsRows = await tx.insert(news).values([
    {
      product: 'asociacion',
      title: `Convocatoria a la Asamblea Anual ${ctx.year}`,
      summary: 'La Comisión Directiva convoca a los socios a la Asamblea Anual Ordinaria.',
      body: `## Orden del día\n\n1. Memoria y balance del ejercicio.\n2. Elección de autoridades.\n3. Cuota social ${ctx.year + 1}.\n\nLa asamblea se realizará en la **sede de la Asociación**. Los socios con la cuota al día tienen voz y voto.`,
      imageFileId: await imageOf('asamblea.png', [21, 101, 192]),
      status: 'PUBLISHED',
      publishAt: daysAgo(2),
      createdBy,
    },
    {
      product: 'asociacion',
      title: 'Nuevo ciclo de seminarios de posgrado',
      summary: 'Seminarios virtuales mensuales sobre teoría política contemporánea.',
      body: 'El ciclo comienza el mes próximo. Cada encuentro tendrá una exposición y un espacio de preguntas.\n\n- Inscripción sin costo para socios.\n- Certificado de asistencia.',
      status: 'PUBLISHED',
      publishAt: daysAgo(9),
      createdBy,
    },
    {
      product: 'asociacion',
      title: 'Actualización de la cuota social',
      summary: 'Se informan los valores de las categorías de socio para el año en curso.',
      body: 'Los nuevos valores rigen desde el 1 de marzo. Puede consultar su estado de cuenta en el portal.',
      status: 'PUBLISHED',
      publishAt: daysAgo(30),
      createdBy,
    },
    {
      product: 'congreso',
      title: 'Abierta la convocatoria a ponencias',
      summary: 'Ya puede enviar su ponencia para el próximo Congreso Nacional.',
      body: '## Fechas importantes\n\n- Envío de resúmenes: hasta fin de mes.\n- Comunicación de resultados: dos semanas después.\n\nConsulte las [bases del congreso](https://example.org/congreso) antes de enviar.',
      imageFileId: await imageOf('congreso.png', [46, 125, 50]),
      status: 'PUBLISHED',
      publishAt: daysAgo(1),
      createdBy,
    },
    {
      product: 'congreso',
      title: 'Conferencias plenarias confirmadas',
      summary: 'Tres especialistas internacionales abrirán las jornadas del congreso.',
      body: 'Las conferencias plenarias se realizarán en el aula magna y se transmitirán en vivo.',
      status: 'PUBLISHED',
      publishAt: daysAgo(5),
      createdBy,
    },
    {
      product: 'congreso',
      title: 'Alojamiento con tarifa preferencial',
      summary: 'Hoteles cercanos a la sede ofrecen descuentos a los inscriptos.',
      body: 'Mencione su inscripción al congreso al hacer la reserva.',
      status: 'PUBLISHED',
      publishAt: daysAgo(12),
      createdBy,
    },
    {
      product: 'congreso',
      title: 'Programa completo del congreso',
      summary: 'El cronograma de paneles se publicará la semana próxima.',
      body: 'Esta novedad está programada: no se muestra hasta su fecha de publicación.',
      status: 'PUBLISHED',
      publishAt: new Date(Date.now() + 7 * DAY),
      createdBy,
    },
    {
      product: 'asociacion',
      title: 'Borrador: premio a la trayectoria',
      summary: 'Borrador en preparación.',
      body: 'Texto en preparación.',
      status: 'DRAFT',
      createdBy,
    },
  ]).returning({ id: news.id, imageFileId: news.imageFileId });
  for (const row of newsRows) {
    await setOwnedFiles(tx, { type: 'news', id: row.id }, [{ field: 'imageFileId', id: row.imageFileId, purpose: 'NEWS_IMAGE' }]);
  }

  const coverOf = (name: string, rgb: [number, number, number]) => storePng(tx, ctx, name, 'JOURNAL_COVER', rgb, [180, 240]);
  const issueRows = await tx.insert(journalIssues).values([
    { title: 'Revista de Ciencia Política', number: 12, year: ctx.year, link: 'https://example.org/revista/12', coverFileId: await coverOf('tapa-12.png', [123, 31, 162]), status: 'PUBLISHED', publishAt: daysAgo(20) },
    { title: 'Revista de Ciencia Política', number: 11, year: ctx.year - 1, link: 'https://example.org/revista/11', coverFileId: await coverOf('tapa-11.png', [0, 105, 92]), status: 'PUBLISHED', publishAt: daysAgo(200) },
    { title: 'Revista de Ciencia Política', number: 10, year: ctx.year - 1, link: 'https://example.org/revista/10', coverFileId: await coverOf('tapa-10.png', [191, 54, 12]), status: 'PUBLISHED', publishAt: daysAgo(380) },
  ]).returning({ id: journalIssues.id, coverFileId: journalIssues.coverFileId });
  for (const row of issueRows) {
    await setOwnedFiles(tx, { type: 'journal_issue', id: row.id }, [{ field: 'coverFileId', id: row.coverFileId, purpose: 'JOURNAL_COVER' }]);
  }
}
