import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

interface Props<T> {
  label: string;
  headers: { title: string; align?: 'right' }[];
  rows: T[];
  rowKey: (row: T) => string;
  cells: (row: T) => ReactNode[];
  empty: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

/**
 * A short list without pagination (a person's memberships, charges, history). On a phone each
 * row is a card: the first cell as its title, the others as "header: value".
 */
export function SimpleTable<T>({ label, headers, rows, rowKey, cells, empty, minWidth }: Props<T>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  if (phone) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => {
          const [first, ...rest] = cells(row);
          return (
            <Box component="li" key={rowKey(row)} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
              <Typography component="div" sx={{ fontWeight: 600, mb: 0.5 }}>
                {first}
              </Typography>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
                {rest.map((cell, i) => (
                  <Box key={headers[i + 1].title} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {headers[i + 1].title}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                      {cell ?? '—'}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    );
  }
  return (
    <TableContainer tabIndex={0}>
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h.title} align={h.align} sx={{ fontWeight: 600 }}>
                {h.title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {cells(row).map((cell, i) => (
                <TableCell key={headers[i].title} align={headers[i].align}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
