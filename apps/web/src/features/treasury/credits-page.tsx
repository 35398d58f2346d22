import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { formatDate } from '@portal/domain/dates';
import { formatCents } from '@portal/domain/money';
import { applyCreditInput, creditStatuses, creditStatusLabels, paymentChannelLabels, refundCreditInput, type CreditStatus, type PaymentChannel } from '@portal/domain/payments';
import type { TreasuryCreditsQuery as Data } from '../../gql/graphql';
import { FormDialog } from '../../shared/forms/form-dialog';
import { SelectField } from '../../shared/forms/select-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { exportColumnChoices } from '@portal/domain/exports';
import { ExportMenu } from '../../shared/exports/export-menu';
import { Money } from '../../shared/ui/money';
import { ApplyCreditMutation, ExportCreditsMutation, PersonChargesQuery, RefundCreditMutation, TreasuryCreditsQuery } from './operations';
import { EmailAddress } from '../../shared/ui/email-address';

type Row = Data['treasuryCredits']['items'][number];
const REFETCH = { refetchQueries: ['TreasuryCredits'], awaitRefetchQueries: true };

const refundResolver = zodFormResolver<{ id: string; note: string }, { id: number; note: string }>(refundCreditInput);
const applyResolver = zodFormResolver<{ id: string; chargeId: string }, { id: number; chargeId: number }>(applyCreditInput);

function RefundDialog({ credit, onClose }: { credit: Row; onClose: () => void }) {
  const [refund] = useMutation(RefundCreditMutation, REFETCH);
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: refundResolver,
    defaultValues: { id: credit.id, note: '' },
    mutate: async (v) => (await refund({ variables: { id: String(v.id), note: v.note } })).data?.refundCredit,
    success: 'El crédito quedó reintegrado.',
    onSuccess: onClose,
  });
  return (
    <FormDialog title="Marcar el crédito como reintegrado" submitLabel="Marcar reintegrado" serverError={serverError} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <Typography gutterBottom>
        Crédito de <strong>{formatCents(credit.amountCents)}</strong> de {credit.person.firstName} {credit.person.lastName} («{credit.charge.description}»). Se deja constancia de que el dinero se devolvió; no se puede deshacer.
      </Typography>
      <TextInputField control={form.control} name="note" label="Cómo se reintegró" required rows={2} helperText="Por ejemplo: transferencia del 12/11 a la cuenta del socio." />
    </FormDialog>
  );
}

function ApplyDialog({ credit, onClose }: { credit: Row; onClose: () => void }) {
  const [apply] = useMutation(ApplyCreditMutation, REFETCH);
  const charges = useQuery(PersonChargesQuery, { variables: { userId: credit.userId }, fetchPolicy: 'network-only' });
  const pending = (charges.data?.personCharges.charges ?? []).filter((c) => c.pendingCents > 0);
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: applyResolver,
    defaultValues: { id: credit.id, chargeId: '' },
    mutate: async (v) => (await apply({ variables: { id: String(v.id), chargeId: String(v.chargeId) } })).data?.applyCredit,
    success: (r) => (r?.status === 'APPLIED' ? 'El crédito se aplicó al cargo.' : `Se aplicó parte del crédito; quedan ${formatCents(r?.amountCents ?? 0)} a favor.`),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      title="Aplicar el crédito a otro cargo"
      submitLabel="Aplicar crédito"
      serverError={serverError}
      submitting={submitting}
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={!charges.data || pending.length === 0}
    >
      <Typography gutterBottom>
        Crédito de <strong>{formatCents(credit.amountCents)}</strong> de {credit.person.firstName} {credit.person.lastName}. Paga el cargo elegido (hasta lo que adeuda); si sobra, el resto sigue a favor.
      </Typography>
      {charges.data && pending.length === 0 ? (
        <Typography color="text.secondary">La persona no tiene otros cargos pendientes.</Typography>
      ) : (
        <SelectField
          control={form.control}
          name="chargeId"
          label="Cargo pendiente"
          required
          emptyLabel={charges.loading ? 'Cargando…' : 'Elija un cargo'}
          options={pending.map((c) => ({ value: c.id, label: `${c.description} — adeuda ${formatCents(c.pendingCents)}` }))}
        />
      )}
    </FormDialog>
  );
}

/** /dashboard/pagos/creditos: money paid beyond a charge (a charge paid twice): refund it or apply it to another charge. */
export function CreditsPage() {
  const { params, update, variables, pageOf } = useListParams({ sort: 'created', filters: ['estado'] });
  const status: CreditStatus = creditStatuses.find((s) => s === params.filters.estado) ?? 'OPEN';
  const { data, previousData, loading, error } = useQuery(TreasuryCreditsQuery, { variables: { ...variables, status }, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.treasuryCredits;
  const [refunding, setRefunding] = useState<Row | null>(null);
  const [applying, setApplying] = useState<Row | null>(null);
  const [exportCredits] = useMutation(ExportCreditsMutation);

  const columns: Column<Row>[] = [
    {
      header: 'Persona',
      sortKey: 'person',
      primary: true,
      render: (c) => (
        <>
          <strong>
            {c.person.lastName}, {c.person.firstName}
          </strong>
          <Typography variant="body2" color="text.secondary">
            <EmailAddress address={c.person.email} />
          </Typography>
        </>
      ),
    },
    { header: 'Crédito', sortKey: 'amount', align: 'right', render: (c) => <Money cents={c.amountCents} /> },
    {
      header: 'Origen',
      render: (c) => (
        <>
          {c.charge.description}
          <Typography variant="body2" color="text.secondary">
            Pago {paymentChannelLabels[c.payment.channel as PaymentChannel]?.toLowerCase() ?? c.payment.channel}
            {c.payment.receiptNumber ? `, comprobante N.º ${c.payment.receiptNumber}` : ''}
          </Typography>
        </>
      ),
    },
    { header: 'Fecha', sortKey: 'created', render: (c) => formatDate(c.createdAt) },
    {
      header: status === 'OPEN' ? 'Acciones' : 'Resolución',
      render: (c) =>
        c.status === 'OPEN' && !c.permissions.canDecide ? (
          <Typography variant="body2">Es un crédito suyo: debe reintegrarlo o aplicarlo otra persona de Tesorería.</Typography>
        ) : c.status === 'OPEN' ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {c.permissions.canApply ? (
              <Button size="small" variant="outlined" onClick={() => setApplying(c)} aria-label={`Aplicar el crédito de ${c.person.firstName} ${c.person.lastName} a otro cargo`}>
                Aplicar a un cargo
              </Button>
            ) : (
              <Typography variant="body2">Pago observado que Tesorería decidió devolver: solo se reintegra.</Typography>
            )}
            <Button size="small" variant="outlined" color="warning" onClick={() => setRefunding(c)} aria-label={`Marcar reintegrado el crédito de ${c.person.firstName} ${c.person.lastName}`}>
              Marcar reintegrado
            </Button>
          </Box>
        ) : (
          <>
            <Chip size="small" variant="outlined" label={creditStatusLabels[c.status]} />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {c.appliedCharge ? `Aplicado a «${c.appliedCharge.description}»` : c.resolutionNote}
              {c.resolvedAt ? ` (${formatDate(c.resolvedAt)})` : ''}
            </Typography>
          </>
        ),
    },
  ];

  return (
    <ListPage
      title="Créditos"
      actions={
        <ExportMenu
          progressLabel="Exportando los créditos"
          columns={exportColumnChoices.credits}
          onExport={async (format, columns) =>
            (await exportCredits({ variables: { format, columns, search: variables.search, sort: variables.sort, direction: variables.direction, status } })).data?.exportCredits
          }
        />
      }
      intro={<Typography sx={{ mb: 2 }}>Dinero pagado de más (por ejemplo, un cargo pagado dos veces por distintos medios). Reintégrelo a la persona o aplíquelo a otro cargo pendiente suyo.</Typography>}
      search={{ label: 'Buscar persona', params, update }}
      filters={
        <TextField select size="small" label="Estado" value={status} onChange={(e) => update({ filters: { estado: e.target.value === 'OPEN' ? null : e.target.value }, page: 0 })}>
          {creditStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {creditStatusLabels[s]}
            </MenuItem>
          ))}
        </TextField>
      }
      error={error}
    >
      <ServerTable
        label="Créditos"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(c) => c.id}
        empty={status === 'OPEN' ? 'No hay créditos abiertos.' : 'No hay créditos en este estado.'}
      />
      {refunding && <RefundDialog credit={refunding} onClose={() => setRefunding(null)} />}
      {applying && <ApplyDialog credit={applying} onClose={() => setApplying(null)} />}
    </ListPage>
  );
}
