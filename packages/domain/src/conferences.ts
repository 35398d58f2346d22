import { z } from 'zod';
import { DOCUMENT_MAX_BYTES } from './files';
import { MAX_FEE_CENTS, pesosField } from './money';

/** The five kinds of proposal a person submits, each with its own submission window. */
export const submissionTypes = ['PRESENTACION', 'MESA_ESTUDIANTE', 'PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO'] as const;
export type SubmissionType = (typeof submissionTypes)[number];
export const submissionTypeLabels: Record<SubmissionType, string> = {
  PRESENTACION: 'Ponencia',
  MESA_ESTUDIANTE: 'Ponencia de estudiante',
  PANEL_CERRADO: 'Panel cerrado',
  GRUPO_INVESTIGACION: 'Grupo de investigación',
  LIBRO: 'Libro',
};

/** PRODUCT.md's defaults for a new edition. */
export const conferenceLimitDefaults = {
  abstractMaxWords: 300,
  keywordsMin: 3,
  keywordsMax: 5,
  authorsMax: 6,
  panelPapersMin: 3,
  panelPapersMax: 5,
  maxFileMb: 20,
} as const;

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Como máximo ${max} caracteres`);

/** A `yyyy-mm-dd` date (what the date field holds). */
const day = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Ingrese una fecha válida');

const int = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Ingrese ${label}` })
    .int('Ingrese un número entero')
    .min(min, `Debe ser al menos ${min}`)
    .max(max, `Debe ser como máximo ${max}`);

const cents = (label: string) =>
  z
    .number({ error: `Ingrese ${label}` })
    .int('El importe debe estar en centavos enteros')
    .min(0, 'El importe no puede ser negativo')
    .max(MAX_FEE_CENTS, 'El importe es demasiado alto');

/** A type's window: both dates, or neither (that type is not received in this edition). */
const window = z
  .object({ type: z.enum(submissionTypes, { error: 'Tipo de propuesta inválido' }), opensOn: z.string().default(''), closesOn: z.string().default('') })
  .superRefine((w, ctx) => {
    if (!w.opensOn && !w.closesOn) return;
    for (const key of ['opensOn', 'closesOn'] as const) {
      if (!w[key]) ctx.addIssue({ code: 'custom', path: [key], message: key === 'opensOn' ? 'Ingrese la apertura' : 'Ingrese el cierre' });
      else if (!/^\d{4}-\d{2}-\d{2}$/.test(w[key]) || Number.isNaN(Date.parse(`${w[key]}T00:00:00Z`))) ctx.addIssue({ code: 'custom', path: [key], message: 'Ingrese una fecha válida' });
    }
  });

/** What is wrong with the «versión final» window's two dates: both or neither, valid, the close on or after the opening. */
export function finalVersionIssues(opensOn: string, closesOn: string): ['finalVersionOpensOn' | 'finalVersionClosesOn', string][] {
  if (!opensOn && !closesOn) return [];
  const issues: ['finalVersionOpensOn' | 'finalVersionClosesOn', string][] = [];
  const validDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
  if (!opensOn) issues.push(['finalVersionOpensOn', 'Ingrese la apertura de la versión final']);
  else if (!validDay(opensOn)) issues.push(['finalVersionOpensOn', 'Ingrese una fecha válida']);
  if (!closesOn) issues.push(['finalVersionClosesOn', 'Ingrese el cierre de la versión final']);
  else if (!validDay(closesOn)) issues.push(['finalVersionClosesOn', 'Ingrese una fecha válida']);
  if (issues.length === 0 && closesOn < opensOn) issues.push(['finalVersionClosesOn', 'El cierre debe ser posterior a la apertura']);
  return issues;
}

/** The windows that are set (both dates). */
export const setWindows = <W extends { opensOn: string; closesOn: string }>(windows: W[]) => windows.filter((w) => w.opensOn && w.closesOn);

/**
 * One schema for the form and the server: the same fields and rules; only the fees differ in
 * shape (the form types pesos, `45.000,00`; the server takes integer cents).
 */
function conferenceSchema<Fee extends z.ZodType>(fee: (label: string) => Fee) {
  const category = z.object({
    id: z.string().nullable().optional(),
    name: text('Ingrese el nombre de la categoría', 80),
    memberFee: fee('la cuota para socios'),
    nonMemberFee: fee('la cuota para no socios'),
    isStudent: z.boolean().default(false),
  });
  return z
    .object({
      name: text('Ingrese el nombre del congreso', 200),
      edition: int('el número de edición', 1, 1000),
      venue: text('Ingrese la sede', 300),
      inscriptionStart: day('Ingrese el inicio de la inscripción'),
      inscriptionEnd: day('Ingrese el fin de la inscripción'),
      startDate: day('Ingrese el primer día del congreso'),
      endDate: day('Ingrese el último día del congreso'),
      windows: z.array(window),
      // The «versión final» window: both dates or neither (absent: the edition collects no final version).
      finalVersionOpensOn: z.string().nullish().transform((v) => v ?? ''),
      finalVersionClosesOn: z.string().nullish().transform((v) => v ?? ''),
      thematicAreaIds: z.array(z.string()).min(1, 'Elija al menos un área temática').max(200, 'Demasiadas áreas'),
      abstractMaxWords: int('el máximo de palabras', 50, 2000),
      keywordsMin: int('el mínimo de palabras clave', 1, 10),
      keywordsMax: int('el máximo de palabras clave', 1, 20),
      authorsMax: int('el máximo de autores', 1, 30),
      panelPapersMin: int('el mínimo de ponencias por panel', 1, 10),
      panelPapersMax: int('el máximo de ponencias por panel', 1, 20),
      // At most what a proposal's full text may weigh at all (PRODUCT.md: 20 MB): uploads are cut there.
      maxFileMb: int('el tamaño máximo de archivo', 1, DOCUMENT_MAX_BYTES / (1024 * 1024)),
      categories: z.array(category).min(1, 'Agregue al menos una categoría de inscripción').max(20, 'Como máximo 20 categorías'),
    })
    .superRefine((v, ctx) => {
      const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);
      if (valid(v.inscriptionStart) && valid(v.inscriptionEnd) && v.inscriptionEnd < v.inscriptionStart) issue(['inscriptionEnd'], 'El fin de la inscripción debe ser posterior a su inicio');
      if (valid(v.startDate) && valid(v.endDate) && v.endDate < v.startDate) issue(['endDate'], 'El último día debe ser posterior al primero');
      if (valid(v.inscriptionStart) && valid(v.startDate) && v.inscriptionStart > v.startDate) issue(['inscriptionStart'], 'La inscripción debe abrir antes del congreso');
      const seen = new Set<string>();
      v.windows.forEach((w, i) => {
        if (seen.has(w.type)) issue(['windows', i, 'type'], 'Ese tipo ya tiene su período');
        seen.add(w.type);
        if (valid(w.opensOn) && valid(w.closesOn) && w.closesOn < w.opensOn) issue(['windows', i, 'closesOn'], 'El cierre debe ser posterior a la apertura');
      });
      finalVersionIssues(v.finalVersionOpensOn, v.finalVersionClosesOn).forEach(([key, message]) => issue([key], message));
      if (v.keywordsMax < v.keywordsMin) issue(['keywordsMax'], 'Debe ser mayor o igual que el mínimo');
      if (v.panelPapersMax < v.panelPapersMin) issue(['panelPapersMax'], 'Debe ser mayor o igual que el mínimo');
      const names = new Set<string>();
      v.categories.forEach((c, i) => {
        const key = c.name.toLowerCase();
        if (names.has(key)) issue(['categories', i, 'name'], 'Ya hay una categoría con ese nombre');
        names.add(key);
      });
      if (new Set(v.thematicAreaIds).size !== v.thematicAreaIds.length) issue(['thematicAreaIds'], 'Un área está repetida');
    });
}

/** `createConference` / `updateConference` (server side: fees in integer cents). */
export const conferenceInput = conferenceSchema(cents);
export type ConferenceInput = z.input<typeof conferenceInput>;

/** The edition form: the same schema, fees typed in pesos. */
export const conferenceForm = conferenceSchema(() => pesosField());
export type ConferenceFormValues = z.input<typeof conferenceForm>;

/** `grantConferenceRole`: a COORDINADOR needs one or more thematic areas of the edition. */
export const grantConferenceRoleInput = z
  .object({
    userId: z.string({ error: 'Elija una persona' }).min(1, 'Elija una persona'),
    role: z.enum(['ADMIN_CONGRESO', 'COORDINADOR', 'ORGANIZADOR_CONGRESO', 'JUEZ'], { error: 'Elija el rol' }),
    thematicAreaIds: z.array(z.string()).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.role === 'COORDINADOR' && v.thematicAreaIds.length === 0) ctx.addIssue({ code: 'custom', path: ['thematicAreaIds'], message: 'Elija al menos un área temática' });
    if (v.role !== 'COORDINADOR' && v.thematicAreaIds.length > 0) ctx.addIssue({ code: 'custom', path: ['thematicAreaIds'], message: 'Solo el coordinador tiene áreas' });
  });
export type GrantConferenceRoleInput = z.input<typeof grantConferenceRoleInput>;
