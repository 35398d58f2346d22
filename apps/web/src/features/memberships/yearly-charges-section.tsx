import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { generateChargesInput } from '@portal/domain/memberships';
import { FormAlert } from '../../shared/forms/form-alert';
import { applyServerErrors } from '../../shared/forms/server-errors';
import { TextInputField } from '../../shared/forms/text-field';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { notify } from '../../shared/notify';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { GenerateMembershipChargesMutation } from './category-operations';

/** "Cuotas anuales": renew every active member into a year, with its charge. */
export function YearlyChargesSection() {
  // The year is validated first; the charges are generated only after the confirmation.
  const [confirming, setConfirming] = useState(false);
  // Kept after the dialog closes, so its title does not change while it fades out.
  const [year, setYear] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [generate, { loading }] = useMutation(GenerateMembershipChargesMutation, { refetchQueries: ['MembershipCategoryList'] });
  const { control, handleSubmit, setError: setFieldError } = useForm<{ year: string }, unknown, { year: number }>({
    resolver: zodFormResolver<{ year: string }, { year: number }>(generateChargesInput, (v) => ({ year: v.year.trim() ? Number(v.year) : undefined })),
    defaultValues: { year: String(new Date().getFullYear()) },
  });
  const onSubmit = handleSubmit(({ year: chosen }) => {
    setError(null);
    setYear(chosen);
    setConfirming(true);
  });

  const run = async () => {
    try {
      const result = await generate({ variables: { year } });
      const n = result.data?.generateMembershipCharges ?? 0;
      notify(n === 0 ? `No había cuotas ${year} por generar.` : `Se generaron ${n} ${n === 1 ? 'cuota' : 'cuotas'} ${year}.`, 'success');
    } catch (e) {
      setError(applyServerErrors(e, setFieldError, ['year']));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} aria-labelledby="yearly-charges-heading">
      <Typography variant="h2" id="yearly-charges-heading" gutterBottom>
        Cuotas anuales
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Crea la membresía y la cuota del año para cada socio del año anterior que no fue dado de baja, en su misma categoría y con la cuota
        actual. Quien ya tiene la membresía del año no recibe otra: puede repetirse sin duplicar cuotas.
      </Typography>
      <FormAlert message={error} />
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextInputField control={control} name="year" label="Año" inputMode="numeric" autoComplete="off" sx={{ width: 160 }} />
        <Button type="submit" variant="contained" sx={{ mt: 2.5 }}>
          Generar cuotas
        </Button>
      </Box>
      <ConfirmDialog open={confirming} title={`¿Generar las cuotas ${year}?`} confirmLabel="Generar cuotas" busy={loading} onConfirm={() => void run()} onClose={() => setConfirming(false)}>
        Se crearán la membresía {year} y su cuota para cada socio activo de {Number(year) - 1} que todavía no la tenga. ¿Continuar?
      </ConfirmDialog>
    </Paper>
  );
}
