/**
 * One wording for lists across the app. `thing` names the row with its article and name,
 * e.g. "la institución «CONICET»" or "el número 12 (2025)".
 */
export const wording = {
  edit: 'Editar',
  remove: 'Eliminar',
  view: 'Ver detalle',
  confirmDeleteTitle: (thing: string) => `¿Eliminar ${thing}?`,
  confirmDeleteBody: 'Esta acción no se puede deshacer.',
  deleted: (thing: string) => `Se eliminó ${thing}.`,
  created: (thing: string) => `Se creó ${thing}.`,
  saved: 'Se guardaron los cambios.',
  noMatches: 'Ningún resultado coincide con la búsqueda o los filtros.',
} as const;
