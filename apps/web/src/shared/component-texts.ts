import type { Components, Theme } from '@mui/material/styles';
import { labelDisplayedRows } from './pagination';

type PageButton = 'first' | 'last' | 'next' | 'previous';

const pageButton = (type: PageButton): string =>
  ({ first: 'Ir a la primera página', last: 'Ir a la última página', next: 'Ir a la página siguiente', previous: 'Ir a la página anterior' })[type];

/**
 * The Spanish texts of the MUI components the portal uses (buttons' accessible names, empty and
 * loading messages). Written here rather than taken from `@mui/material/locale`: its Spanish
 * locale builds an `Intl.NumberFormat` when it loads, and a page's first Intl object costs the
 * browser its locale data (about 150 ms of main thread on a mid-range phone) on every screen,
 * the login page included, which formats no number. Our pagination labels need no Intl either.
 */
export const componentTexts: Components<Omit<Theme, 'components'>> = {
  MuiTablePagination: { defaultProps: { getItemAriaLabel: pageButton, labelRowsPerPage: 'Filas por página:', labelDisplayedRows } },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Paginación',
      getItemAriaLabel: (type, page, selected) =>
        type === 'page' ? (selected ? `Página ${page}` : `Ir a la página ${page}`) : type === 'start-ellipsis' || type === 'end-ellipsis' ? 'Más páginas' : pageButton(type),
    },
  },
  MuiAutocomplete: { defaultProps: { clearText: 'Borrar', closeText: 'Cerrar', loadingText: 'Cargando…', noOptionsText: 'Sin resultados', openText: 'Abrir' } },
  MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
  MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar la ruta completa' } },
};
