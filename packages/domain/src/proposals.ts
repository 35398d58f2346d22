import { z } from 'zod';
import { conferenceLimitDefaults, type SubmissionType } from './conferences';
import { formatDay } from './dates';
import { intId, multilineText, text } from './input-hygiene';
import { emailField } from './people';

/**
 * Proposals (postulaciones): one schema per kind, built from the edition's limits, used by the
 * form and by the server alike (PRODUCT.md "Proposals"). Common fields: thematic area, title,
 * abstract (word limit), keywords (min..max), authors (the submitter plus co-authors by e-mail,
 * in order, at most `authorsMax`). Each kind adds its fields under `details`.
 */

/** The limits of an edition that proposals are checked against (PRODUCT.md's defaults). */
export type ProposalLimits = {
  abstractMaxWords: number;
  keywordsMin: number;
  keywordsMax: number;
  authorsMax: number;
  panelPapersMin: number;
  panelPapersMax: number;
};
export const defaultProposalLimits: ProposalLimits = { ...conferenceLimitDefaults };

/** The kinds whose full text is uploaded (spec "File upload kinds"), with the route segment of each. */
export const fileKinds = {
  PRESENTACION: 'ponencia',
  MESA_ESTUDIANTE: 'ponencia-estudiante',
  PANEL_CERRADO: 'panel-cerrado',
  GRUPO_INVESTIGACION: 'grupo-investigacion',
} as const satisfies Partial<Record<SubmissionType, string>>;
export type FileKind = keyof typeof fileKinds;
export const hasFullText = (kind: SubmissionType): kind is FileKind => kind in fileKinds;

/** Route segments of each kind: `nueva-postulacion/{segment}`, and the edit screens. */
export const proposalRoutes: Record<SubmissionType, { create: string; edit: string }> = {
  PRESENTACION: { create: 'ponencia', edit: 'editar-postulacion' },
  MESA_ESTUDIANTE: { create: 'ponencia-estudiante', edit: 'editar-ponencia-estudiante' },
  PANEL_CERRADO: { create: 'panel-cerrado', edit: 'editar-panel-cerrado' },
  GRUPO_INVESTIGACION: { create: 'grupo-investigacion', edit: 'editar-grupo-investigacion' },
  LIBRO: { create: 'libro', edit: 'editar-libro' },
};

/** One line for the chooser: what each kind is. */
export const proposalKindDescriptions: Record<SubmissionType, string> = {
  PRESENTACION: 'Un trabajo propio o en coautoría, que se agrupará con otros de su área en un panel.',
  MESA_ESTUDIANTE: 'El trabajo de un estudiante de grado, presentado en una mesa de estudiantes.',
  PANEL_CERRADO: 'Un panel completo ya armado: fundamentación, coordinación, comentarista y de 3 a 5 ponencias.',
  GRUPO_INVESTIGACION: 'La presentación de un grupo de investigación, su director y sus integrantes.',
  LIBRO: 'La presentación de un libro publicado: autores, editorial, año e ISBN.',
};

/** Words as a reader counts them (runs of non-space characters). */
export const countWords = (value: string) => (value.trim() ? value.trim().split(/\s+/u).length : 0);

const TITLE_MAX = 300;
const NAME_MAX = 200;
const KEYWORD_MAX = 60;

export const proposalMessages = {
  area: 'Elija un área temática',
  title: 'Ingrese el título',
  abstract: 'Ingrese el resumen',
  abstractWords: (max: number) => `El resumen admite como máximo ${max} palabras`,
  keywordsMin: (min: number) => `Ingrese al menos ${min} palabras clave`,
  keywordsMax: (max: number) => `Como máximo ${max} palabras clave`,
  keywordRepeated: 'Hay palabras clave repetidas',
  authorsMax: (max: number) => `Como máximo ${max} autores`,
  authorRepeated: 'Ese correo ya figura entre los autores',
  authorName: 'Ingrese nombre y apellido',
  submitterMissing: 'Quien presenta la propuesta debe figurar entre los autores',
  papersMin: (min: number) => `El panel necesita al menos ${min} ponencias`,
  papersMax: (max: number) => `El panel admite como máximo ${max} ponencias`,
} as const;

const words = (required: string, maxWords: number) =>
  multilineText({ required, max: 20_000 }).refine((v) => countWords(v) <= maxWords, proposalMessages.abstractWords(maxWords));

const personName = (required: string) => text({ required, max: NAME_MAX });

/** An author: e-mail (how they are linked or invited) and the name shown. */
export const authorInput = z.object({ email: emailField(), name: personName(proposalMessages.authorName) });
export type AuthorInput = z.input<typeof authorInput>;

/** A person named by a closed panel (chair, commentator, paper authors): a name; the e-mail is optional (absent, empty or null, as the API answers it). */
const namedPerson = (required: string) =>
  z.object({
    name: personName(required),
    email: z
      .union([emailField(), z.literal('')])
      .nullish()
      .transform((v) => v || null),
  });

const keywords = (limits: ProposalLimits) =>
  z
    .array(text({ required: 'Ingrese la palabra clave', max: KEYWORD_MAX }), { error: proposalMessages.keywordsMin(limits.keywordsMin) })
    .min(limits.keywordsMin, proposalMessages.keywordsMin(limits.keywordsMin))
    .max(limits.keywordsMax, proposalMessages.keywordsMax(limits.keywordsMax))
    .refine((list) => new Set(list.map((k) => k.toLocaleLowerCase('es'))).size === list.length, proposalMessages.keywordRepeated);

const authors = (limits: ProposalLimits) =>
  z
    .array(authorInput, { error: 'Agregue los autores' })
    .min(1, 'Agregue los autores')
    .max(limits.authorsMax, proposalMessages.authorsMax(limits.authorsMax))
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((a, i) => {
        const email = a.email.toLowerCase();
        if (seen.has(email)) ctx.addIssue({ code: 'custom', path: [i, 'email'], message: proposalMessages.authorRepeated });
        seen.add(email);
      });
    });

const common = (limits: ProposalLimits) => ({
  thematicAreaId: intId(proposalMessages.area),
  title: text({ required: proposalMessages.title, max: TITLE_MAX }),
  abstract: words(proposalMessages.abstract, limits.abstractMaxWords),
  keywords: keywords(limits),
  authors: authors(limits),
});

const studentDetails = z.object({
  studentCareer: text({ required: 'Ingrese la carrera', max: NAME_MAX }),
  studentInstitution: text({ required: 'Ingrese la institución', max: NAME_MAX }),
});

const closedPanelDetails = (limits: ProposalLimits) =>
  z.object({
    rationale: words('Ingrese la fundamentación', Math.max(limits.abstractMaxWords, 500)),
    chair: namedPerson('Ingrese quién coordina el panel'),
    commentator: namedPerson('Ingrese quién comenta el panel'),
    papers: z
      .array(
        z.object({
          title: text({ required: proposalMessages.title, max: TITLE_MAX }),
          abstract: words(proposalMessages.abstract, limits.abstractMaxWords),
          authors: z.array(namedPerson(proposalMessages.authorName)).min(1, 'Agregue al menos un autor').max(limits.authorsMax, proposalMessages.authorsMax(limits.authorsMax)),
        }),
      )
      .min(limits.panelPapersMin, proposalMessages.papersMin(limits.panelPapersMin))
      .max(limits.panelPapersMax, proposalMessages.papersMax(limits.panelPapersMax)),
  });

const researchGroupDetails = z.object({
  groupName: text({ required: 'Ingrese el nombre del grupo', max: TITLE_MAX }),
  institution: text({ required: 'Ingrese la institución', max: NAME_MAX }),
  director: text({ required: 'Ingrese quién dirige el grupo', max: NAME_MAX }),
  members: z.array(personName('Ingrese el nombre del integrante')).min(1, 'Agregue al menos un integrante').max(50, 'Como máximo 50 integrantes'),
});

/** ISBN-10 or ISBN-13 with a valid check digit (hyphens and spaces ignored). */
export function isValidIsbn(value: string): boolean {
  const s = value.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(s)) {
    const sum = [...s].reduce((acc, c, i) => acc + (c === 'X' ? 10 : Number(c)) * (10 - i), 0);
    return sum % 11 === 0;
  }
  if (/^\d{13}$/.test(s)) {
    const sum = [...s].reduce((acc, c, i) => acc + Number(c) * (i % 2 ? 3 : 1), 0);
    return sum % 10 === 0;
  }
  return false;
}

const bookDetails = z.object({
  bookAuthors: text({ required: 'Ingrese los autores del libro', max: 500 }),
  publisher: text({ required: 'Ingrese la editorial', max: NAME_MAX }),
  year: z.coerce
    .number({ error: 'Ingrese el año' })
    .int('Ingrese un año válido')
    .min(1900, 'Ingrese un año válido')
    .max(new Date().getFullYear() + 1, 'El año no puede ser posterior al próximo'),
  isbn: text({ max: 20 })
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isValidIsbn(v), 'El ISBN no es válido'),
  presenters: text({ required: 'Ingrese quiénes presentan el libro', max: 500 }),
});

/** The `details` schema of each kind. */
export const proposalDetailsSchema = (kind: SubmissionType, limits: ProposalLimits) => {
  switch (kind) {
    case 'PRESENTACION':
      return z.object({}).strip();
    case 'MESA_ESTUDIANTE':
      return studentDetails;
    case 'PANEL_CERRADO':
      return closedPanelDetails(limits);
    case 'GRUPO_INVESTIGACION':
      return researchGroupDetails;
    case 'LIBRO':
      return bookDetails;
  }
};

/**
 * The whole `data` of create and update for a kind: the common fields and `details`. For a book
 * the abstract is its synopsis (the form labels it "Sinopsis").
 */
export const proposalSchema = (kind: SubmissionType, limits: ProposalLimits = defaultProposalLimits) =>
  z.object({ ...common(limits), details: proposalDetailsSchema(kind, limits) });
export type ProposalInput = z.input<ReturnType<typeof proposalSchema>>;
export type ProposalData = z.output<ReturnType<typeof proposalSchema>>;

/** Details of each kind, once parsed. */
export type StudentPaperDetails = z.output<typeof studentDetails>;
export type ClosedPanelDetails = z.output<ReturnType<typeof closedPanelDetails>>;
export type ResearchGroupDetails = z.output<typeof researchGroupDetails>;
export type BookDetails = z.output<typeof bookDetails>;

/** Where a kind's submission window stands on `today`: not set for this edition, not yet open, open, closed. */
export type SubmissionWindowPhase = 'NOT_SET' | 'NOT_OPEN' | 'OPEN' | 'CLOSED';

/** Dates are inclusive: a window that closes on the 31st still takes proposals all that day. */
export function submissionWindowPhase(window: { opensOn: string; closesOn: string } | null | undefined, today: string): SubmissionWindowPhase {
  if (!window) return 'NOT_SET';
  if (today < window.opensOn) return 'NOT_OPEN';
  if (today > window.closesOn) return 'CLOSED';
  return 'OPEN';
}


/** What the chooser says of a kind's window. */
export function submissionWindowLabel(window: { opensOn: string; closesOn: string } | null | undefined, today: string): string {
  switch (submissionWindowPhase(window, today)) {
    case 'NOT_SET':
      return 'Esta edición no recibe propuestas de este tipo';
    case 'NOT_OPEN':
      return `Abre el ${formatDay(window!.opensOn)}`;
    case 'OPEN':
      return `Abierta hasta el ${formatDay(window!.closesOn)}`;
    case 'CLOSED':
      return `Cerró el ${formatDay(window!.closesOn)}`;
  }
}

/** Messages of the server's checks that the zod schema cannot make (they need the edition or the data). */
export const proposalServerMessages = {
  areaNotInEdition: 'Elija un área temática de este congreso',
  windowClosed: (kindLabel: string, label: string) => `No se reciben propuestas de tipo ${kindLabel} en este momento: ${label.charAt(0).toLowerCase()}${label.slice(1)}.`,
  decided: 'La propuesta ya fue evaluada: no se puede modificar ni eliminar.',
  fileTooLarge: (maxFileMb: number) => `El archivo supera el tamaño máximo de ${maxFileMb} MB de este congreso.`,
  noFullText: 'Este tipo de propuesta no lleva archivo.',
} as const;
