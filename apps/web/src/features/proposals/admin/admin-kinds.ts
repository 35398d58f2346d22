import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';

/**
 * The route segments of proposal administration (spec section 2): the list of each kind
 * (`ponencias`, `mesas-estudiantes`, ...) and the segment of its `nueva` and `editar/{id}`
 * screens (`ponencia/nueva` for papers; the list's own segment for the rest).
 */
export const adminSegments: Record<SubmissionType, { list: string; item: string }> = {
  PRESENTACION: { list: 'ponencias', item: 'ponencia' },
  MESA_ESTUDIANTE: { list: 'mesas-estudiantes', item: 'mesas-estudiantes' },
  PANEL_CERRADO: { list: 'paneles-cerrados', item: 'paneles-cerrados' },
  GRUPO_INVESTIGACION: { list: 'grupos-investigaciones', item: 'grupos-investigaciones' },
  LIBRO: { list: 'libros', item: 'libros' },
};

export const kindFromListSegment = (segment: string | undefined): SubmissionType | null => submissionTypes.find((k) => adminSegments[k].list === segment) ?? null;
export const kindFromItemSegment = (segment: string | undefined): SubmissionType | null => submissionTypes.find((k) => adminSegments[k].item === segment) ?? null;

/** Tab and page titles of each kind's list. */
export const adminListTitles: Record<SubmissionType, string> = {
  PRESENTACION: 'Ponencias',
  MESA_ESTUDIANTE: 'Mesas de estudiantes',
  PANEL_CERRADO: 'Paneles cerrados',
  GRUPO_INVESTIGACION: 'Grupos de investigación',
  LIBRO: 'Libros',
};

export const adminNewLabels: Record<SubmissionType, string> = {
  PRESENTACION: 'Nueva ponencia',
  MESA_ESTUDIANTE: 'Nueva ponencia de estudiante',
  PANEL_CERRADO: 'Nuevo panel cerrado',
  GRUPO_INVESTIGACION: 'Nuevo grupo de investigación',
  LIBRO: 'Nueva presentación de libro',
};

export const adminEditLabels: Record<SubmissionType, string> = {
  PRESENTACION: 'Editar ponencia',
  MESA_ESTUDIANTE: 'Editar ponencia de estudiante',
  PANEL_CERRADO: 'Editar panel cerrado',
  GRUPO_INVESTIGACION: 'Editar grupo de investigación',
  LIBRO: 'Editar presentación de libro',
};

/** The list queries a change on someone's behalf refreshes: theirs and the administration's. */
export const ADMIN_REFETCH = ['ConferenceProposals', 'MyProposals'];
