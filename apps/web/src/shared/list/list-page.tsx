import { useCallback, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../graphql-errors';
import { PageTitle } from '../ui/page-title';
import { SearchField } from './search-field';
import type { ListParams } from './use-list-params';

interface Props {
  title: string;
  /** Buttons next to the title ("Nueva institución"). */
  actions?: ReactNode;
  /** Above the filters: a notice or a call to action that belongs to the page. */
  intro?: ReactNode;
  /** The search box, bound to `?buscar=` through the list's params. */
  search?: { label: string; params: ListParams; update: (changes: { search: string; page: number }) => void };
  /** More filters (selects) beside the search box; their values live in the URL too. */
  filters?: ReactNode;
  /** The list query's error, shown once above the table. */
  error?: unknown;
  /** The table, then anything that follows it (dialogs, sections). */
  children: ReactNode;
}

/** The frame every list page shares: title and actions, search and filters, error, table. */
export function ListPage({ title, actions, intro, search, filters, error, children }: Props) {
  const update = search?.update;
  const onSearch = useCallback((value: string) => update?.({ search: value, page: 0 }), [update]);
  return (
    <>
      <PageTitle title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h1">{title}</Typography>
        {actions}
      </Box>
      {intro}
      {(search || filters) && (
        <Box
          role="search"
          sx={{
            display: 'grid',
            gap: 2,
            mb: 2,
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(200px, max-content))' },
            '& .MuiFormControl-root': { m: 0, minWidth: { sm: 200 } },
          }}
        >
          {search && <SearchField label={search.label} value={search.params.search} onChange={onSearch} />}
          {filters}
        </Box>
      )}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(error)}
        </Alert>
      ) : null}
      {children}
    </>
  );
}
