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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { cappedLabelDisplayedRows, labelDisplayedRows } from '../pagination';
import { RowActions, type RowAction } from './row-actions';
import { SortSelect } from './sort-select';
import type { ListChange, ServerPage } from './list-params';

export interface Column<T> {
  /** Sort key sent to the API; columns without it are not sortable. */
  sortKey?: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The card's title on a phone (the row's name); other columns show as "header: value" below it. */
  primary?: boolean;
}

export type { ListChange, ServerPage };

interface Props<T> {
  /** Accessible name of the table (and of the card list on a phone). */
  label: string;
  columns: Column<T>[];
  /** The rows, their total and the list's state: `useListParams().pageOf(connection, loading)`. */
  page: ServerPage<T>;
  rowKey: (row: T) => string | number;
  /** Shown when there are no rows: say why and what to do. */
  empty: ReactNode;
  /** What can be done with each row (icon buttons in the last column, buttons on a card). */
  actions?: (row: T) => RowAction[];
  /** The row's name in the actions' accessible names ("Eliminar «…»"). */
  rowLabel?: (row: T) => string;
}

const PAGE_SIZES = [10, 25, 50, 100];

/**
 * A list whose pagination and sorting happen on the server ("1-10 de 57", or "1-10 de más de 1000"
 * when the server's bounded count stopped early). From `sm` up it is a
 * table (scrolling sideways inside its box if it must); on a phone every row is a card with all
 * its values, sorting is a select, and the pagination stays outside any scrolling area.
 */
export function ServerTable<T>(props: Props<T>) {
  const { label } = props;
  const { total, totalCapped, loading, params, update: onChange } = props.page;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // A capped total is a lower bound that always lies past this page: the next page exists.
  const lastPage = totalCapped ? params.page : Math.max(0, Math.ceil(total / params.pageSize) - 1);
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Cargando" />}</Box>
      {phone ? <CardList {...props} /> : <RowTable {...props} />}
      <TablePagination
        component="div"
        count={totalCapped ? -1 : total}
        page={total === 0 ? 0 : Math.min(params.page, lastPage)}
        rowsPerPage={params.pageSize}
        // On a phone the size selector would push the arrows off-screen: ten per page there.
        rowsPerPageOptions={phone ? [] : PAGE_SIZES}
        onPageChange={(_e, page) => onChange({ page })}
        onRowsPerPageChange={(e) => onChange({ pageSize: Number(e.target.value), page: 0 })}
        labelRowsPerPage="Filas por página:"
        labelDisplayedRows={totalCapped ? cappedLabelDisplayedRows(total) : labelDisplayedRows}
        // A name needs a role to be read: the pagination is a group of controls.
        role="group"
        aria-label={`Paginación de ${label}`}
        sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 1, sm: 2 } } }}
      />
    </Paper>
  );
}

function RowTable<T>({ label, columns, page, rowKey, empty, actions, rowLabel }: Props<T>) {
  const { items: rows, params, update: onChange } = page;
  const colSpan = columns.length + (actions ? 1 : 0);
  return (
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
            {actions && (
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                Acciones
              </TableCell>
            )}
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
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
                  <RowActions actions={actions(row)} subject={subjectOf(row, rowLabel, rowKey)} variant="icons" />
                </TableCell>
              )}
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={colSpan}>
                <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {empty}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CardList<T>({ label, columns, page, rowKey, empty, actions, rowLabel }: Props<T>) {
  const { items: rows, params, update: onChange } = page;
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const details = columns.filter((c) => c !== primary);
  return (
    <Box>
      <SortSelect columns={columns} params={params} onChange={onChange} />
      {rows && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows?.map((row) => (
            <Box component="li" key={rowKey(row)} sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
              <Typography component="div" sx={{ fontWeight: 600, mb: 0.5 }}>
                {primary.render(row)}
              </Typography>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
                {details.map((column) => (
                  <Box key={column.header} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                      {column.render(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {actions && (
                <Box sx={{ mt: 1 }}>
                  <RowActions actions={actions(row)} subject={subjectOf(row, rowLabel, rowKey)} variant="buttons" />
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

const subjectOf = <T,>(row: T, rowLabel: ((row: T) => string) | undefined, rowKey: (row: T) => string | number) =>
  rowLabel ? rowLabel(row) : String(rowKey(row));
