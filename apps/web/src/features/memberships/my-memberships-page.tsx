import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { chargeStatusLabels } from '@portal/domain/charges';
import type { MyMembershipsQuery as Data } from '../../gql/graphql';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { paths } from '../../shared/paths';
import { RouterLink } from '../../shared/ui/router-link';
import { AsociateDialog } from './asociate-dialog';
import { formatDate } from '@portal/domain/dates';
import { Money } from '../../shared/ui/money';
import { MyMembershipsQuery } from './operations';

type Row = Data['myMemberships']['items'][number];

const columns: Column<Row>[] = [
  { header: 'Año', sortKey: 'year', primary: true, render: (m) => <strong>{m.year}</strong> },
  {
    header: 'Categoría',
    render: (m) => (
      <>
        {m.category.name}
        {m.universityCareer && (
          <Typography variant="body2" color="text.secondary">
            Carrera: {m.universityCareer}
          </Typography>
        )}
      </>
    ),
  },
  { header: 'Alta', sortKey: 'created', render: (m) => formatDate(m.created) },
  { header: 'Baja', render: (m) => (m.terminatedMember ? `Dada de baja${m.terminatedAt ? ` el ${formatDate(m.terminatedAt)}` : ''}` : '—') },
  { header: 'Cuota', align: 'right', render: (m) => (m.charge ? <Money cents={m.charge.amountCents} /> : '—') },
  {
    header: 'Estado de la cuota',
    render: (m) =>
      m.charge ? (
        <Chip size="small" variant="outlined" color={m.charge.status === 'PAID' ? 'success' : m.charge.status === 'PENDING' ? 'warning' : 'default'} label={chargeStatusLabels[m.charge.status]} />
      ) : (
        'Sin cuota'
      ),
  },
];

/** /dashboard/mis-membresias: each year, its category and whether its charge is paid. */
export function MyMembershipsPage() {
  const year = new Date().getFullYear();
  const [asociating, setAsociating] = useState(false);
  const { variables, pageOf } = useListParams({ sort: 'year', direction: 'DESC' });
  const { data, previousData, loading, error } = useQuery(MyMembershipsQuery, { variables: { page: variables.page, pageSize: variables.pageSize, sort: variables.sort, direction: variables.direction } });
  // The newest year tells whether this year's membership exists, whatever the table's order.
  const latest = useQuery(MyMembershipsQuery, { variables: { pageSize: 1, sort: 'year', direction: 'DESC' } });
  const page = (data ?? previousData)?.myMemberships;
  const newest = latest.data?.myMemberships.items[0];
  const canJoin = !!latest.data && newest?.year !== year;

  return (
    <ListPage
      title="Mis membresías"
      intro={
        canJoin && (
          <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }} aria-labelledby="join-heading">
            <Typography variant="h2" id="join-heading" gutterBottom>
              Membresía {year}
            </Typography>
            <Typography sx={{ mb: 2 }}>Todavía no es socio/a para {year}. Elija una categoría para asociarse; la cuota anual quedará pendiente de pago.</Typography>
            <Button variant="contained" onClick={() => setAsociating(true)}>
              Asociarme
            </Button>
          </Paper>
        )
      }
      error={error}
    >
      <ServerTable
        label="Mis membresías"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(m) => m.id}
        empty="Todavía no tiene membresías. Use «Asociarme» para hacerse socio/a."
      />
      {page?.items.some((m) => m.charge?.status === 'PENDING') && (
        <Typography sx={{ mt: 2 }}>
          Las cuotas pendientes se pagan en línea desde <RouterLink to={paths.dashboard.accountStatement()}>Estado de cuenta</RouterLink>.
        </Typography>
      )}
      <AsociateDialog open={asociating} onClose={() => setAsociating(false)} />
    </ListPage>
  );
}
