import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PaymentPeopleQuery as Data } from '../../gql/graphql';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { paths } from '../../shared/paths';
import { LinkBehavior } from '../../shared/ui/router-link';
import { Money } from '../../shared/ui/money';
import { ExportMenu } from '../../shared/exports/export-menu';
import { ExportAccountStateMutation, PaymentPeopleQuery } from './operations';
import { EmailAddress } from '../../shared/ui/email-address';

type Row = Data['paymentPeople']['items'][number];

const columns: Column<Row>[] = [
  {
    header: 'Persona',
    sortKey: 'name',
    primary: true,
    render: (p) => (
      <>
        <strong>
          {p.lastName}, {p.firstName}
        </strong>
        <Typography variant="body2" color="text.secondary">
          <EmailAddress address={p.email} />
        </Typography>
      </>
    ),
  },
  { header: 'Documento', render: (p) => p.document || '—' },
  { header: 'Adeuda', align: 'right', render: (p) => <Money cents={p.pendingCents} /> },
  {
    header: 'Acción',
    render: (p) => (
      <Button size="small" variant="outlined" component={LinkBehavior} to={paths.dashboard.generatePayment(p.id)} aria-label={`Registrar pago de ${p.firstName} ${p.lastName}`}>
        Registrar pago
      </Button>
    ),
  },
];

/** /dashboard/pagos/registrar-pago: find the person whose payment treasury records (then generar-pago). */
export function RecordPaymentPage() {
  const { params, update, variables, pageOf } = useListParams({ sort: 'name' });
  const { data, previousData, loading, error } = useQuery(PaymentPeopleQuery, { variables, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.paymentPeople;
  const [exportAccountState] = useMutation(ExportAccountStateMutation);
  return (
    <ListPage
      title="Registrar pago"
      actions={
        <ExportMenu
          progressLabel="Exportando el estado de cuenta"
          onExport={async (format) => (await exportAccountState({ variables: { format, search: variables.search } })).data?.exportAccountState}
        />
      }
      intro={<Typography sx={{ mb: 2 }}>Busque a la persona por nombre, correo o documento y elija «Registrar pago» para anotar un pago que recibió Tesorería.</Typography>}
      search={{ label: 'Buscar persona', params, update }}
      error={error}
    >
      <ServerTable
        label="Personas"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(p) => p.id}
        empty={params.search ? 'Nadie coincide con la búsqueda.' : 'No hay personas.'}
      />
    </ListPage>
  );
}
