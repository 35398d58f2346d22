import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UserDetailFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '@portal/domain/dates';
import { formatCents as formatMoney } from '@portal/domain/money';
import { Section } from './section';
import { TerminateMembershipButton } from './terminate-membership-button';

type User = UserDetailFieldsFragment;

const chargeStatusLabels: Record<User['charges'][number]['status'], string> = {
  PENDING: 'Pendiente',
  PAID: 'Pagada',
  CANCELLED: 'Anulada',
};

interface SimpleTableProps<T> {
  label: string;
  headers: { title: string; align?: 'right' }[];
  rows: T[];
  rowKey: (row: T) => string;
  cells: (row: T) => ReactNode[];
  empty: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

function SimpleTable<T>({ label, headers, rows, rowKey, cells, empty, minWidth }: SimpleTableProps<T>) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
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

/** Memberships; an ADMIN can end one that is still in force. */
export function UserMembershipsSection({ user, canTerminate }: { user: User; canTerminate: boolean }) {
  const personName = `${user.firstName} ${user.lastName}`;
  return (
    <Section title="Membresías">
      <SimpleTable
        label="Membresías"
        headers={[{ title: 'Año' }, { title: 'Categoría' }, { title: 'Estado' }, ...(canTerminate ? [{ title: 'Acciones' }] : [])]}
        rows={user.memberships}
        rowKey={(m) => m.id}
        cells={(m) => [
          m.year,
          m.category.name,
          m.terminatedMember ? 'Dada de baja' : 'Vigente',
          ...(canTerminate ? [m.terminatedMember ? null : <TerminateMembershipButton membershipId={m.id} year={m.year} personName={personName} />] : []),
        ]}
        empty="No tiene membresías."
      />
    </Section>
  );
}

export function UserChargesSection({ user }: { user: User }) {
  return (
    <Section title="Cuotas y deudas">
      <SimpleTable
        label="Cuotas y deudas"
        headers={[{ title: 'Descripción' }, { title: 'Importe', align: 'right' }, { title: 'Estado' }]}
        rows={user.charges}
        rowKey={(c) => c.id}
        cells={(c) => [c.description, <span key="amount" style={{ whiteSpace: 'nowrap' }}>{formatMoney(c.amountCents)}</span>, chargeStatusLabels[c.status]]}
        empty="No tiene cuotas."
      />
    </Section>
  );
}

export function UserAuditSection({ user }: { user: User }) {
  return (
    <Section title="Historial de cambios">
      <SimpleTable
        label="Historial de cambios"
        headers={[{ title: 'Fecha' }, { title: 'Acción' }, { title: 'Realizada por' }, { title: 'Cambio' }]}
        rows={user.auditEntries}
        rowKey={(e) => e.id}
        cells={(e) => [
          <span key="date" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.created)}</span>,
          e.actionLabel,
          e.actorName ?? 'Sistema',
          e.summary || '—',
        ]}
        empty="No hay cambios registrados."
        minWidth={640}
      />
    </Section>
  );
}
