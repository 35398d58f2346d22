import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { buenosAiresDay } from '@portal/domain/dates';
import { centsToPesosInput, formatCents, parsePesos } from '@portal/domain/money';
import { paymentMethodLabels, reportMethods, reportPaymentForm, type ReportPaymentFormValues } from '@portal/domain/payments';
import { FileUploadField, type FileValue } from '../../shared/files/file-upload-field';
import { DateField } from '../../shared/forms/date-fields';
import { FormAlert } from '../../shared/forms/form-alert';
import { MoneyField } from '../../shared/forms/money-field';
import { SelectField } from '../../shared/forms/select-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';
import { MyTransferReferenceQuery, PendingChargesQuery, ReportPaymentMutation } from './report-operations';
import { TransferReference } from './transfer-reference';

const TITLE = 'Informar un pago';
const resolver = zodFormResolver<ReportPaymentFormValues, ReportPaymentOutput>(reportPaymentForm);
type ReportPaymentOutput = ReturnType<typeof reportPaymentForm.parse>;

/** `?cargos=12,15`: the charges chosen on the statement, carried over. */
export const reportPaymentLink = (chargeIds: readonly string[]) => `${paths.dashboard.reportPayment()}${chargeIds.length ? `?cargos=${chargeIds.join(',')}` : ''}`;

/** /dashboard/estado-cuenta/informar-pago: the member reports a transfer (or cash, or other) with its receipt. */
export function ReportPaymentPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const charges = useQuery(PendingChargesQuery, { fetchPolicy: 'network-only' });
  const reference = useQuery(MyTransferReferenceQuery);
  const [report] = useMutation(ReportPaymentMutation, { refetchQueries: ['MyCharges', 'MyAccount', 'MyPayments'] });
  const [receipt, setReceipt] = useState<FileValue>(null);
  const payable = useMemo(() => (charges.data?.myCharges.items ?? []).filter((c) => c.permissions.canReport), [charges.data]);
  const carried = useMemo(() => (searchParams.get('cargos') ?? '').split(',').filter(Boolean), [searchParams]);

  const { form, submit, serverError, submitting } = useMutationForm<ReportPaymentFormValues, ReportPaymentOutput>({
    resolver,
    defaultValues: { payments: [], amount: '', informedDay: buenosAiresDay(), method: 'TRANSFERENCIA', receiptFileId: '', note: '' },
    mutate: (v) =>
      report({
        variables: { data: { payments: v.payments.map(String), amountCents: parsePesos(v.amount), informedDay: v.informedDay, method: v.method, receiptFileId: v.receiptFileId, note: v.note } },
      }),
    success: 'Recibimos su informe de pago. Tesorería lo revisará y le avisaremos por correo.',
    onSuccess: () => void navigate(paths.dashboard.myPayments()),
  });
  const { control, setValue, watch } = form;
  const chosen = watch('payments') as string[];
  const chosenCents = payable.filter((c) => chosen.includes(c.id)).reduce((s, c) => s + c.pendingCents, 0);

  // The statement's selection carries over, once the charges are known.
  useEffect(() => {
    if (!charges.data) return;
    const initial = payable.filter((c) => carried.includes(c.id)).map((c) => c.id);
    setValue('payments', initial);
  }, [charges.data, payable, carried, setValue]);
  // The amount follows the chosen charges (the member may change it if they paid something else).
  useEffect(() => {
    // Checked again once a submit has shown errors, so a message about the old amount goes with it.
    setValue('amount', chosenCents > 0 ? centsToPesosInput(chosenCents) : '', { shouldValidate: form.formState.isSubmitted });
  }, [chosenCents, setValue, form.formState.isSubmitted]);

  const paymentsField = useController({ name: 'payments', control });
  const receiptField = useController({ name: 'receiptFileId', control });
  const toggle = (id: string) => paymentsField.field.onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);

  return (
    <>
      <PageTitle title={TITLE} />
      <Button startIcon={<ArrowBackOutlined />} component={LinkBehavior} to={paths.dashboard.accountStatement()} sx={{ mb: 1 }}>
        Estado de cuenta
      </Button>
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>
        Si pagó por transferencia bancaria, en efectivo o por otro medio, infórmelo aquí con el comprobante. Tesorería lo revisará; mientras tanto, los cargos figuran «En revisión».
      </Typography>
      {reference.data && <TransferReference code={reference.data.myTransferReference} />}
      {charges.loading && !charges.data && <CircularProgress aria-label="Cargando" />}
      {charges.error && <Alert severity="error">{errorMessageOf(charges.error)}</Alert>}
      {charges.data && payable.length === 0 && (
        <Alert severity="info" sx={{ maxWidth: 760 }}>
          No tiene cargos pendientes para informar: los que adeuda ya están pagos o en revisión. Puede ver el detalle en su estado de cuenta.
        </Alert>
      )}
      {payable.length > 0 && (
        <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby="report-charges-help">
            <Typography component="legend" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
              Cargos que pagó
            </Typography>
            {payable.map((c) => (
              <Box key={c.id} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
                <FormControlLabel control={<Checkbox checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} />} label={c.description} sx={{ minWidth: 0, overflowWrap: 'anywhere' }} />
                <Typography sx={{ whiteSpace: 'nowrap' }}>{formatCents(c.pendingCents)}</Typography>
              </Box>
            ))}
            <FormHelperText id="report-charges-help" error={!!paymentsField.fieldState.error}>
              {paymentsField.fieldState.error?.message ?? (chosen.length ? `Los cargos elegidos suman ${formatCents(chosenCents)}.` : 'Elija uno o más cargos.')}
            </FormHelperText>
          </Box>
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <MoneyField name="amount" control={control} label="Importe pagado" required helperText="Lo que pagó, en pesos. Si difiere de lo adeudado, Tesorería lo verificará." />
            <DateField name="informedDay" control={control} label="Fecha de pago" required max={buenosAiresDay()} />
          </Box>
          <SelectField name="method" control={control} label="Medio de pago" required options={reportMethods.map((m) => ({ value: m, label: paymentMethodLabels[m] }))} />
          <FileUploadField
            label="Comprobante del pago"
            purpose="PAYMENT_RECEIPT"
            value={receipt}
            onChange={(v) => {
              setReceipt(v);
              receiptField.field.onChange(v?.id ?? '');
            }}
            error={receiptField.fieldState.error?.message}
          />
          <TextInputField name="note" control={control} label="Nota para Tesorería (opcional)" rows={3} helperText="Por ejemplo, desde qué banco o a nombre de quién se hizo la transferencia." />
          <FormAlert message={serverError} />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
            <Button type="submit" variant="contained" disabled={submitting}>
              Informar el pago
            </Button>
            <Button component={LinkBehavior} to={paths.dashboard.accountStatement()}>
              Cancelar
            </Button>
          </Box>
        </Paper>
      )}
    </>
  );
}
