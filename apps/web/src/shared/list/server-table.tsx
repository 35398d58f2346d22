import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { labelDisplayedRows } from '../pagination';
import type { ListParams } from './use-list-params';

export interface Column<T> {
  /** Sort key sent to the API; columns without it are not sortable. */
  sortKey?: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

interface Props<T> {
  /** Accessible name of the table. */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  total: number;
  loading: boolean;
  rowKey: (row: T) => string | number;
  params: ListParams;
  onChange: (changes: Partial<Pick<ListParams, 'page' | 'pageSize' | 'sort' | 'direction'>>) => void;
  /** Shown when there are no rows: say why and what to do. */
  empty: ReactNode;
}

/** A table whose pagination and sorting happen on the server ("1-10 de 57"). */
export function ServerTable<T>({ label, columns, rows, total, loading, rowKey, params, onChange, empty }: Props<T>) {
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Cargando" />}</Box>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.align}
                  sx={{ width: column.width, fontWeight: 600 }}
                  sortDirection={column.sortKey && params.sort === column.sortKey ? (params.direction === 'ASC' ? 'asc' : 'desc') : false}
                >
                  {column.sortKey ? (
                    <TableSortLabel
                      active={params.sort === column.sortKey}
                      direction={params.sort === column.sortKey && params.direction === 'DESC' ? 'desc' : 'asc'}
                      onClick={() =>
                        onChange({
                          sort: column.sortKey,
                          direction: params.sort === column.sortKey && params.direction === 'ASC' ? 'DESC' : 'ASC',
                          page: 0,
                        })
                      }
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {empty}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={total === 0 ? 0 : Math.min(params.page, Math.max(0, Math.ceil(total / params.pageSize) - 1))}
        rowsPerPage={params.pageSize}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_e, page) => onChange({ page })}
        onRowsPerPageChange={(e) => onChange({ pageSize: Number(e.target.value), page: 0 })}
        labelRowsPerPage="Filas por página:"
        labelDisplayedRows={labelDisplayedRows}
      />
    </Paper>
  );
}
