import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useParams } from 'react-router';
import { buenosAiresDay, formatDay } from '@portal/domain/dates';
import { formatCents } from '@portal/domain/money';
import { generatePaymentInput, paymentMethodLabels, paymentMethods, type GeneratePaymentInput, type PaymentMethod } from '@portal/domain/payments';
import type { GeneratePaymentMutation as Generated, PersonChargesQuery as Data } from '../../gql/graphql';
import { DateField } from '../../shared/forms/date-fields';
import { FormAlert } from '../../shared/forms/form-alert';
import { SelectField } from '../../shared/forms/select-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { errorMessageOf, hasErrorCode } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior, RouterLink } from '../../shared/ui/router-link';
import { Money } from '../../shared/ui/money';
import { GeneratePaymentMutation, PersonChargesQuery } from './operations';

type Values = { userId: string; payments: string[]; informedDay: string; method: PaymentMethod | ''; internalReceipt: string; note: string; notify: boolean };
type Charge = Data['personCharges']['charges'][number];
const resolver = zodFormResolver<Values, GeneratePaymentInput>(generatePaymentInput);
const methodOptions = paymentMethods.map((m) => ({ value: m, label: paymentMethodLabels[m] }));

function ChargesField({ control, charges }: { control: ReturnType<typeof useMutationForm<Values, GeneratePaymentInput>>['form']['control']; charges: Charge[] }) {
  const { field, fieldState } = useController({ name: 'payments', control });
  const chosen = new Set(field.value);
  const toggle = (id: string) => field.onChange(chosen.has(id) ? field.value.filter((v) => v !== id) : [...field.value, id]);
  return (
    <FormControl component="fieldset" error={!!fieldState.error} fullWidth margin="normal">
      <FormLabel component="legend">Cargos que paga</FormLabel>
      <FormGroup>
        {charges.map((c) => (
          <FormControlLabel
            key={c.id}
            sx={{ alignItems: 'flex-start', py: 0.5 }}
            control={<Checkbox checked={chosen.has(c.id)} onChange={() => toggle(c.id)} onBlur={field.onBlur} sx={{ pt: 0.5 }} />}
            label={
              <Box>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {c.description}
                </Typography>{' '}
                — adeuda <Money cents={c.pendingCents} />
                {c.paidCents > 0 && <Typography variant="body2" color="text.secondary">Importe {formatCents(c.amountCents)}, pagado {formatCents(c.paidCents)}.</Typography>}
                {c.underReviewCents > 0 && (
                  <Typography variant="body2" color="warning.main">
                    Tiene un pago en curso por {formatCents(c.underReviewCents)} (en revisión o pendiente en línea).
                  </Typography>
                )}
                {c.feeReason && (
                  <Typography variant="body2" color="text.secondary">
                    {c.feeReason}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{fieldState.error?.message ?? 'Si el pago incluye la cuota del año, la inscripción de ese año se cobra al precio de socio.'}</FormHelperText>
    </FormControl>
  );
}

function NotifyField({ control }: { control: ReturnType<typeof useMutationForm<Values, GeneratePaymentInput>>['form']['control'] }) {
  const { field } = useController({ name: 'notify', control });
  return (
    <FormControlLabel
      control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
      label="Enviar comprobante por correo"
    />
  );
}

function Success({ payment, person, onAnother }: { payment: Generated['generatePayment']; person: Data['personCharges']['person']; onAnother: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} role="status">
      <Typography variant="h2" gutterBottom>
        Pago registrado
      </Typography>
      <Typography gutterBottom>
        Se registró el pago de {person.firstName} {person.lastName} por <strong>{formatCents(payment.amountCents)}</strong> ({paymentMethodLabels[payment.method]}). Comprobante N.º <strong>{payment.receiptNumber}</strong>.
      </Typography>
      <Typography component="ul" sx={{ pl: 3 }}>
        {payment.charges.map((c) => (
          <li key={c.chargeId}>
            {c.description}: {formatCents(c.amountCents)}
          </li>
        ))}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        {payment.receiptUrl && (
          <Button variant="contained" href={payment.receiptUrl}>
            Descargar el comprobante N.º {payment.receiptNumber} (PDF)
          </Button>
        )}
        <Button variant="outlined" onClick={onAnother}>
          Registrar otro pago de esta persona
        </Button>
        <Button component={LinkBehavior} to={paths.dashboard.recordPayment()}>
          Buscar otra persona
        </Button>
      </Box>
    </Paper>
  );
}

/** /dashboard/pagos/generar-pago/:userId: treasury records an approved payment of a person's chosen pending charges. */
export function GeneratePaymentPage() {
  const { userId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(PersonChargesQuery, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const [generate] = useMutation(GeneratePaymentMutation);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<Generated['generatePayment'] | null>(null);
  const { form, submit, serverError, submitting } = useMutationForm<Values, GeneratePaymentInput, Generated['generatePayment'] | undefined>({
    resolver,
    defaultValues: { userId, payments: [], informedDay: buenosAiresDay(), method: 'TRANSFERENCIA', internalReceipt: '', note: '', notify: true },
    mutate: async (v) =>
      (
        await generate({
          variables: { userId: v.userId, payments: v.payments.map(String), informedDay: v.informedDay, method: v.method, internalReceipt: v.internalReceipt, note: v.note, notify: v.notify },
        })
      ).data?.generatePayment,
    success: (p) => (p ? `Pago registrado. Comprobante N.º ${p.receiptNumber}.` : null),
    onSuccess: (p, _v, f) => {
      setConfirming(false);
      setDone(p ?? null);
      f.reset({ userId, payments: [], informedDay: buenosAiresDay(), method: 'TRANSFERENCIA', internalReceipt: '', note: '', notify: true });
      void refetch();
    },
  });
  const person = data?.personCharges.person;
  const charges = data?.personCharges.charges ?? [];
  const chosen = form.watch('payments');
  const chosenCents = charges.filter((c) => chosen.includes(c.id)).reduce((s, c) => s + c.pendingCents, 0);
  const values = form.watch();

  return (
    <>
      <PageTitle title={person ? `Registrar pago — ${person.firstName} ${person.lastName}` : 'Registrar pago'} />
      <RouterLink to={paths.dashboard.recordPayment()} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBack fontSize="small" aria-hidden />
        Volver a la búsqueda
      </RouterLink>
      <Typography variant="h1" gutterBottom>
        Registrar pago{person ? ` de ${person.firstName} ${person.lastName}` : ''}
      </Typography>
      {loading && !data && (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <CircularProgress aria-label="Cargando los cargos" />
        </Box>
      )}
      {error && !data && <Alert severity={hasErrorCode(error, 'NOT_FOUND') ? 'warning' : 'error'}>{hasErrorCode(error, 'NOT_FOUND') ? 'No se encontró la persona. Búsquela nuevamente.' : errorMessageOf(error)}</Alert>}
      {person && (
        <Paper variant="outlined" component="section" aria-label="Persona" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <Typography>
            <strong>
              {person.lastName}, {person.firstName}
            </strong>{' '}
            · {person.email}
            {person.document ? ` · Documento ${person.document}` : ''}
          </Typography>
          <Typography color="text.secondary">
            Adeuda <Money cents={person.pendingCents} />
            {data.personCharges.account.underReviewCents > 0 ? ` · En revisión ${formatCents(data.personCharges.account.underReviewCents)}` : ''}
            {data.personCharges.account.creditCents > 0 ? ` · Crédito a favor ${formatCents(data.personCharges.account.creditCents)}` : ''}
          </Typography>
        </Paper>
      )}
      {done && person && <Success payment={done} person={person} onAnother={() => setDone(null)} />}
      {person && !done && charges.length === 0 && <Alert severity="info">{person.firstName} no tiene cargos pendientes.</Alert>}
      {person && !done && charges.length > 0 && (
        <Paper
          component="form"
          variant="outlined"
          noValidate
          aria-label="Datos del pago"
          sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}
          onSubmit={form.handleSubmit(() => setConfirming(true))}
        >
          <FormAlert message={serverError} />
          <ChargesField control={form.control} charges={charges} />
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <DateField control={form.control} name="informedDay" label="Fecha del pago" required max={buenosAiresDay()} />
            <SelectField control={form.control} name="method" label="Medio de pago" required options={methodOptions} />
          </Box>
          <TextInputField control={form.control} name="internalReceipt" label="Recibo interno" helperText="Opcional: el número de recibo o comprobante de Tesorería." />
          <TextInputField control={form.control} name="note" label="Nota" rows={2} helperText="Opcional." />
          <NotifyField control={form.control} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
            <Typography aria-live="polite">{chosen.length ? `Total: ${formatCents(chosenCents)}` : 'Elija los cargos que paga.'}</Typography>
            <Button type="submit" variant="contained" disabled={submitting}>
              Registrar pago
            </Button>
          </Box>
        </Paper>
      )}
      <ConfirmDialog open={confirming} title="¿Registrar el pago?" confirmLabel="Registrar pago" busy={submitting} onConfirm={() => void submit()} onClose={() => setConfirming(false)}>
        <Typography gutterBottom>
          Se registrará como aprobado un pago de {person?.firstName} {person?.lastName} por <strong>{formatCents(chosenCents)}</strong>
          {values.method ? ` (${paymentMethodLabels[values.method]})` : ''}
          {values.informedDay && /^\d{4}-\d{2}-\d{2}$/.test(values.informedDay) ? ` del ${formatDay(values.informedDay)}` : ''}, con su comprobante.
        </Typography>
        <Typography>{values.notify ? 'Se le enviará el comprobante por correo.' : 'No se enviará correo.'}</Typography>
      </ConfirmDialog>
    </>
  );
}
