import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';

/** "1-10 de 57" with a plain hyphen (MUI's esES uses an en dash). */
export function labelDisplayedRows({ from, to, count }: LabelDisplayedRowsArgs): string {
  return `${from}-${to} de ${count !== -1 ? count : `más de ${to}`}`;
}

/**
 * The label when the server stopped counting (`totalCapped`): there are more than `total` rows,
 * and it says so instead of guessing ("1-10 de más de 1000").
 */
export const cappedLabelDisplayedRows =
  (total: number) =>
  ({ from, to }: LabelDisplayedRowsArgs): string =>
    `${from}-${to} de más de ${total}`;
