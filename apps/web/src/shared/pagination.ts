import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';

/** "1-10 de 57" with a plain hyphen (MUI's esES uses an en dash). */
export function labelDisplayedRows({ from, to, count }: LabelDisplayedRowsArgs): string {
  return `${from}-${to} de ${count !== -1 ? count : `más de ${to}`}`;
}
