import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { generateChargesInput } from '@portal/domain/memberships';
import { FormAlert } from '../../shared/forms/form-alert';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { GenerateMembershipChargesMutation } from './category-operations';

/** "Cuotas anuales": renew every active member into a year, with its charge. */
export function YearlyChargesSection() {
  // The year is validated first (opening the confirmation); the charges are generated after it.
  const [confirming, setConfirming] = useState(false);
  // Kept after the dialog closes, so its title does not change while it fades out.
  const [year, setYear] = useState(0);
  const [generate] = useMutation(GenerateMembershipChargesMutation, { refetchQueries: ['MembershipCategoryList'] });
  const { form, submit, serverError, submitting, clearServerError } = useMutationForm({
    resolver: zodFormResolver<{ year: string }, { year: number }>(generateChargesInput, (v) => ({ year: v.year.trim() ? Number(v.year) : undefined })),
    defaultValues: { year: String(new Date().getFullYear()) },
    mutate: ({ year: chosen }) => generate({ variables: { year: chosen } }),
    success: (result, { year: chosen }) => {
      const n = result.data?.generateMembershipCharges ?? 0;
      return n === 0 ? `No había cuotas ${chosen} por generar.` : `Se generaron ${n} ${n === 1 ? 'cuota' : 'cuotas'} ${chosen}.`;
    },
  });
  const ask = form.handleSubmit(({ year: chosen }) => {
    clearServerError();
    setYear(chosen);
    setConfirming(true);
  });
  // Success or not, the dialog closes: the outcome is the notification, or the message on the field or above the form.
  const run = () => void submit().finally(() => setConfirming(false));

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} aria-labelledby="yearly-charges-heading">
      <Typography variant="h2" id="yearly-charges-heading" gutterBottom>
        Cuotas anuales
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Crea la membresía y la cuota del año para cada socio del año anterior que no fue dado de baja, en su misma categoría y con la cuota
        actual. Quien ya tiene la membresía del año no recibe otra: puede repetirse sin duplicar cuotas.
      </Typography>
      <FormAlert message={serverError} />
      <Box component="form" noValidate onSubmit={ask} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextInputField control={form.control} name="year" label="Año" inputMode="numeric" autoComplete="off" sx={{ width: 160 }} />
        <Button type="submit" variant="contained" sx={{ mt: 2.5 }}>
          Generar cuotas
        </Button>
      </Box>
      <ConfirmDialog open={confirming} title={`¿Generar las cuotas ${year}?`} confirmLabel="Generar cuotas" busy={submitting} onConfirm={run} onClose={() => setConfirming(false)}>
        Se crearán la membresía {year} y su cuota para cada socio activo de {Number(year) - 1} que todavía no la tenga. ¿Continuar?
      </ConfirmDialog>
    </Paper>
  );
}
