import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Column, ListChange } from './server-table';
import type { ListParams } from './use-list-params';

/** On a phone there are no column headers to click: the order is chosen here. */
export function SortSelect<T>({ columns, params, onChange }: { columns: Column<T>[]; params: ListParams; onChange: (changes: ListChange) => void }) {
  const options = columns
    .filter((c): c is Column<T> & { sortKey: string } => Boolean(c.sortKey))
    .flatMap((c) => [
      { value: `${c.sortKey}:ASC`, label: `${c.header} (ascendente)` },
      { value: `${c.sortKey}:DESC`, label: `${c.header} (descendente)` },
    ]);
  if (options.length === 0) return null;
  const value = `${params.sort}:${params.direction}`;
  return (
    <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
      <TextField
        select
        fullWidth
        size="small"
        label="Ordenar por"
        value={options.some((o) => o.value === value) ? value : ''}
        onChange={(e) => {
          const [sort, direction] = e.target.value.split(':');
          onChange({ sort, direction: direction === 'DESC' ? 'DESC' : 'ASC', page: 0 });
        }}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
