import { useMutation } from '@apollo/client/react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { formatCents } from '@portal/domain/money';
import { flagResolutionLabels, flagResolutions, resolveFlaggedPaymentInput, type FlagResolution } from '@portal/domain/payments';
import type { OnlinePaymentsQuery as Data } from '../../gql/graphql';
import { FormDialog } from '../../shared/forms/form-dialog';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { ResolveFlaggedPaymentMutation } from './operations';

type Row = Data['onlinePayments']['items'][number];
type FormValues = { id: string; decision: FlagResolution | ''; note: string };
type Output = { id: string; decision: FlagResolution; note: string };

const resolver = zodFormResolver<FormValues, Output>(resolveFlaggedPaymentInput);

/** What each choice does with the money, in plain words. */
const explanations: Record<FlagResolution, (received: string) => string> = {
  ACCEPT: (received) =>
    `El pago queda aprobado por ${received}, lo que Mercado Pago recibió: se aplica a los cargos de la orden y se emite el comprobante. Si falta, el resto del cargo queda pendiente; si sobra, queda como crédito a favor de la persona.`,
  REFUND: (received) =>
    `El pago queda rechazado y no paga ningún cargo (siguen como estaban). Los ${received} recibidos quedan como crédito para devolver: la devolución se registra después en «Créditos» con «Marcar reintegrado».`,
};

/** The decision as radio buttons with their explanations, bound to the form. */
function DecisionField({ control, received, acceptable }: { control: ReturnType<typeof useMutationForm<FormValues, Output>>['form']['control']; received: string; acceptable: boolean }) {
  const { field, fieldState } = useController({ name: 'decision', control });
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl error={!!fieldState.error} required margin="normal" fullWidth>
      <FormLabel id={labelId}>Qué hacer con el pago</FormLabel>
      <RadioGroup aria-labelledby={labelId} aria-describedby={fieldState.error ? helperId : undefined} name={field.name} value={field.value} onChange={field.onChange}>
        {flagResolutions.map((decision) => (
          <FormControlLabel
            key={decision}
            value={decision}
            disabled={decision === 'ACCEPT' && !acceptable}
            control={<Radio slotProps={{ input: decision === flagResolutions[0] ? { ref: field.ref } : {} }} />}
            sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <>
                <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {flagResolutionLabels[decision]}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {explanations[decision](received)}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/**
 * «Resolver» a FLAGGED online payment: why it was flagged, what was asked and what was received,
 * accept it for what was received or reject it and give the money back, with a required note.
 */
export function ResolveFlaggedDialog({ payment, onClose }: { payment: Row; onClose: () => void }) {
  const [resolve] = useMutation(ResolveFlaggedPaymentMutation, { refetchQueries: ['OnlinePayments'], awaitRefetchQueries: true });
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues: { id: payment.id, decision: '', note: '' },
    mutate: async (v) => (await resolve({ variables: { id: v.id, decision: v.decision, note: v.note } })).data?.resolveFlaggedPayment,
    success: (r) => (r?.status === 'APPROVED' ? `El pago quedó aprobado${r.receiptNumber ? ` con el comprobante N.º ${r.receiptNumber}` : ''}.` : 'El pago quedó rechazado; el dinero recibido figura en «Créditos» para devolver.'),
    onSuccess: onClose,
  });
  const known = payment.receivedCents !== null && payment.receivedCents !== undefined;
  const otherCurrency = known && payment.receivedCurrency !== null && payment.receivedCurrency !== payment.currency;
  const received = known ? (otherCurrency ? `${(payment.receivedCents! / 100).toFixed(2)} ${payment.receivedCurrency}` : formatCents(payment.receivedCents!)) : 'un importe aún desconocido';
  const who = `${payment.person.firstName} ${payment.person.lastName}`;
  return (
    <FormDialog title="Resolver un pago observado" submitLabel="Confirmar" serverError={serverError} submitting={submitting} onSubmit={submit} onClose={onClose} submitDisabled={!known}>
      <Typography gutterBottom>
        Pago en línea de <strong>{who}</strong> ({payment.person.email}) por {payment.charges.map((c) => c.description).join('; ') || 'una orden ya pagada'}.
      </Typography>
      {payment.flagReason && (
        <Typography gutterBottom color="error.main">
          Motivo de la observación: {payment.flagReason}
        </Typography>
      )}
      <Typography component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, fontWeight: 600, whiteSpace: 'nowrap' } }}>
        <dt>Importe esperado</dt>
        <dd>{formatCents(payment.amountCents)}</dd>
        <dt>Recibido por Mercado Pago</dt>
        <dd>{known ? received : 'Desconocido'}</dd>
      </Typography>
      {!known && (
        <Typography sx={{ mt: 1 }} role="status">
          No se sabe cuánto recibió Mercado Pago: use «Conciliar» en la lista y vuelva a abrir este diálogo.
        </Typography>
      )}
      {otherCurrency && <Typography sx={{ mt: 1 }}>Mercado Pago lo informó en otra moneda: solo puede devolverse.</Typography>}
      <DecisionField control={form.control} received={received} acceptable={known && !otherCurrency} />
      <TextInputField control={form.control} name="note" label="Nota (motivo de la decisión)" required rows={2} helperText="Queda registrada y se le envía a la persona en el correo." />
    </FormDialog>
  );
}
