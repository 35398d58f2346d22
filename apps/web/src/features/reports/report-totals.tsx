import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** One row of a totals table: its label, a cell per column, and what a click on its label filters. */
export type TotalsRow = { key: string; label: string; cells: ReactNode[]; onSelect?: () => void; selected?: boolean };

type Props = {
  /** The table's heading ("Totales por categoría"). */
  title: string;
  /** Header of the label column, then of each cell column. */
  headers: [string, ...string[]];
  rows: TotalsRow[];
  /** The closing row ("Total"), bold. */
  footer?: ReactNode[];
  /** Says whose totals these are ("Sobre las 1.234 personas que cumplen los filtros"). */
  note?: string;
};

/**
 * A report's totals over the whole filtered set (never the page): label column, number columns
 * aligned right, an optional closing row. A row that can filter the list names its label as a link.
 */
export function ReportTotals({ title, headers, rows, footer, note }: Props) {
  const headingId = useId();
  const [labelHeader, ...cellHeaders] = headers;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {/* Focusable, so a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable). */}
      <Box tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{labelHeader}</TableCell>
              {cellHeaders.map((h) => (
                <TableCell key={h} scope="col" align="right">
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length}>Nada que sumar con los filtros elegidos.</TableCell>
              </TableRow>
            )}
            {rows.map((r) => (
              <TableRow key={r.key} selected={r.selected}>
                <TableCell component="th" scope="row">
                  {r.onSelect ? (
                    <Link component="button" type="button" onClick={r.onSelect} sx={{ textAlign: 'left', verticalAlign: 'baseline' }}>
                      {r.label}
                    </Link>
                  ) : (
                    r.label
                  )}
                </TableCell>
                {r.cells.map((c, i) => (
                  <TableCell key={cellHeaders[i] ?? i} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          {footer && rows.length > 0 && (
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  Total
                </TableCell>
                {footer.map((c, i) => (
                  <TableCell key={cellHeaders[i] ?? i} align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          )}
        </Table>
      </Box>
    </Paper>
  );
}
