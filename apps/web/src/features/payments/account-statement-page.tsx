import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate } from '@portal/domain/dates';
import { formatCents } from '@portal/domain/money';
import type { MyAccountQuery as AccountData, MyChargesQuery as ChargesData } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { SimpleTable } from '../../shared/list/simple-table';
import { useListParams } from '../../shared/list/use-list-params';
import { notify } from '../../shared/notify';
import { paths } from '../../shared/paths';
import { LinkBehavior, RouterLink } from '../../shared/ui/router-link';
import { MyTransferReferenceQuery } from './report-operations';
import { reportPaymentLink } from './report-payment-page';
import { TransferReference } from './transfer-reference';
import { Money } from '../../shared/ui/money';
import { CreatePaymentMutation, MyAccountQuery, MyChargesQuery, MyPaymentsQuery } from './operations';
import { PaymentStatusChip } from '../../shared/ui/payment-status-chip';

type Charge = ChargesData['myCharges']['items'][number];
type Refund = AccountData['myAccount']['refunds'][number];

/** The server says which charges may go in an online payment (payments.rules.ts). */
const payable = (c: Charge) => c.permissions.canPay;

function ChargeState({ charge }: { charge: Charge }) {
  if (charge.status === 'PAID') return <Chip size="small" variant="outlined" color="success" label="Pagado" />;
  if (charge.status === 'CANCELLED') return <Chip size="small" variant="outlined" label="Anulado" />;
  if (charge.underReviewCents > 0) return <Chip size="small" variant="outlined" color="info" label="En revisión" />;
  return <Chip size="small" variant="outlined" color="warning" label="Pendiente" />;
}

function Figure({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: strong ? '1.5rem' : '1.125rem', fontWeight: strong ? 700 : 500 }}>
        <Money cents={cents} />
      </Typography>
    </Box>
  );
}

/** What the refunded money was: a balance in favour (a charge paid twice), or a flagged online payment treasury gave back. */
const refundOrigin = (r: Refund) =>
  `${r.refundOnly ? `Pago en línea observado de «${r.description}»` : `Saldo a favor de «${r.description}»`}${r.receiptNumber ? ` (comprobante N.º ${r.receiptNumber})` : ''}`;

/** Money treasury gave back, each a record of its own (the receipts it came from stay as issued). */
function Refunds({ refunds }: { refunds: Refund[] }) {
  return (
    <Box component="section" aria-labelledby="refunds-heading" sx={{ mt: 4 }}>
      <Typography variant="h2" id="refunds-heading" sx={{ mb: 1 }}>
        Devoluciones
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SimpleTable
          label="Devoluciones"
          headers={[{ title: 'Fecha' }, { title: 'Concepto' }, { title: 'Importe devuelto', align: 'right' }, { title: 'Cómo se devolvió' }]}
          rows={refunds}
          rowKey={(r) => r.id}
          cells={(r) => [formatDate(r.refundedAt), refundOrigin(r), <Money key="m" cents={r.amountCents} />, r.note ?? '—']}
          empty="Tesorería no le hizo devoluciones."
        />
      </Paper>
    </Box>
  );
}

/** /dashboard/estado-cuenta: every charge, what was paid and is pending, payments in course, the balance; pay online. */
export function AccountStatementPage() {
  const { variables, pageOf } = useListParams({ sort: 'created', direction: 'DESC' });
  const charges = useQuery(MyChargesQuery, { variables: { page: variables.page, pageSize: variables.pageSize, sort: variables.sort, direction: variables.direction }, fetchPolicy: 'cache-and-network' });
  const account = useQuery(MyAccountQuery, { fetchPolicy: 'cache-and-network' });
  const inCourse = useQuery(MyPaymentsQuery, { variables: { pageSize: 10, status: ['PENDING', 'UNDER_REVIEW'] }, fetchPolicy: 'cache-and-network' });
  const [selected, setSelected] = useState<Map<string, number>>(new Map());
  const [createPayment, creating] = useMutation(CreatePaymentMutation);
  const reference = useQuery(MyTransferReferenceQuery);
  const page = (charges.data ?? charges.previousData)?.myCharges;
  const totals = account.data?.myAccount;
  const waiting = inCourse.data?.myPayments;
  const selectedCents = [...selected.values()].reduce((s, c) => s + c, 0);

  const toggle = (c: Charge) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(c.id)) next.delete(c.id);
      else next.set(c.id, c.pendingCents);
      return next;
    });

  const pay = async () => {
    try {
      const { data } = await createPayment({ variables: { payments: [...selected.keys()] } });
      if (data) window.location.assign(data.createPayment.checkoutUrl);
    } catch (error) {
      notify(errorMessageOf(error), 'error');
    }
  };

  const columns: Column<Charge>[] = [
    {
      header: 'Pagar',
      width: 72,
      render: (c) =>
        payable(c) ? (
          <Checkbox checked={selected.has(c.id)} onChange={() => toggle(c)} slotProps={{ input: { 'aria-label': `Elegir «${c.description}» para pagar` } }} />
        ) : (
          '—'
        ),
    },
    {
      header: 'Concepto',
      sortKey: 'description',
      primary: true,
      render: (c) => (
        <>
          <strong>{c.description}</strong>
          {c.feeReason && (
            <Typography variant="body2" color="text.secondary">
              {c.feeReason}
            </Typography>
          )}
        </>
      ),
    },
    { header: 'Fecha', sortKey: 'created', render: (c) => formatDate(c.createdAt) },
    { header: 'Importe', sortKey: 'amount', align: 'right', render: (c) => <Money cents={c.amountCents} /> },
    { header: 'Pagado', align: 'right', render: (c) => <Money cents={c.paidCents} /> },
    { header: 'Pendiente', align: 'right', render: (c) => <Money cents={c.pendingCents} /> },
    { header: 'Estado', render: (c) => <ChargeState charge={c} /> },
  ];

  return (
    <ListPage
      title="Estado de cuenta"
      error={charges.error ?? account.error}
      intro={
        <Paper component="section" variant="outlined" aria-labelledby="balance-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <Typography variant="h2" id="balance-heading" gutterBottom>
            Saldo
          </Typography>
          {totals && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
              <Figure label={totals.balanceCents < 0 ? 'Saldo a favor' : 'Saldo a pagar'} cents={Math.abs(totals.balanceCents)} strong />
              <Figure label="Total de cargos" cents={totals.chargedCents} />
              <Figure label="Pagado" cents={totals.paidCents} />
              <Figure label="En revisión" cents={totals.underReviewCents} />
            </Box>
          )}
          {totals && totals.creditCents > 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              Tiene un crédito de {formatCents(totals.creditCents)} por pagos que superaron lo adeudado. Tesorería lo reintegrará o lo aplicará a un próximo cargo.
            </Alert>
          )}
        </Paper>
      }
    >
      <Typography variant="h2" sx={{ mb: 1 }}>
        Cargos
      </Typography>
      <ServerTable
        label="Cargos"
        columns={columns}
        page={pageOf(page, charges.loading)}
        rowKey={(c) => c.id}
        empty="No tiene cargos."
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: { xs: 'flex-start', sm: 'flex-end' }, mt: 2 }}>
        <Typography aria-live="polite">{selected.size > 0 ? `${selected.size} ${selected.size === 1 ? 'cargo elegido' : 'cargos elegidos'}: ${formatCents(selectedCents)}` : 'Elija los cargos pendientes que quiere pagar.'}</Typography>
        <Button variant="contained" disabled={selected.size === 0 || creating.loading} onClick={pay}>
          Pagar en línea
        </Button>
        <Button variant="outlined" component={LinkBehavior} to={reportPaymentLink([...selected.keys()])}>
          Informar pago
        </Button>
      </Box>

      {reference.data && (
        <Box sx={{ mt: 4 }}>
          <TransferReference code={reference.data.myTransferReference} />
        </Box>
      )}

      <Box component="section" aria-labelledby="in-course-heading" sx={{ mt: 4 }}>
        <Typography variant="h2" id="in-course-heading" sx={{ mb: 1 }}>
          Pagos en curso
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2 } }}>
          <SimpleTable
            label="Pagos en curso"
            headers={[{ title: 'Conceptos' }, { title: 'Fecha' }, { title: 'Importe', align: 'right' }, { title: 'Estado' }, { title: 'Acción' }]}
            rows={waiting?.items ?? []}
            rowKey={(p) => p.id}
            cells={(p) => [
              p.charges.map((c) => c.description).join('; '),
              formatDate(p.createdAt),
              <Money key="m" cents={p.amountCents} />,
              <PaymentStatusChip key="s" status={p.status} />,
              p.checkoutUrl ? (
                <Link key="a" href={p.checkoutUrl}>
                  Continuar el pago
                </Link>
              ) : (
                '—'
              ),
            ]}
            empty="No tiene pagos pendientes ni en revisión."
          />
          {waiting && waiting.total > waiting.items.length && (
            <Typography sx={{ mt: 1 }}>
              Hay {waiting.total} pagos en curso: véalos todos en <RouterLink to={paths.dashboard.myPayments()}>Mis pagos</RouterLink>.
            </Typography>
          )}
        </Paper>
        <Typography sx={{ mt: 2 }}>
          Los pagos aprobados y sus comprobantes están en <RouterLink to={paths.dashboard.myPayments()}>Mis pagos</RouterLink>.
        </Typography>
      </Box>
      {totals && totals.refunds.length > 0 && <Refunds refunds={totals.refunds} />}
    </ListPage>
  );
}
