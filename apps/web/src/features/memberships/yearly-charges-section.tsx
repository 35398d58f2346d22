import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { generateChargesInput } from '@portal/domain/memberships';
import { errorMessageOf } from '../../shared/graphql-errors';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { GenerateMembershipChargesMutation } from './category-operations';

/** "Cuotas anuales": renew every active member into a year, with its charge. */
export function YearlyChargesSection() {
  const { enqueueSnackbar } = useSnackbar();
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generate, { loading }] = useMutation(GenerateMembershipChargesMutation, { refetchQueries: ['MembershipCategoryList'] });
  const parsed = generateChargesInput.safeParse({ year: Number(year) });

  const run = async () => {
    setError(null);
    try {
      const result = await generate({ variables: { year: Number(year) } });
      const n = result.data?.generateMembershipCharges ?? 0;
      enqueueSnackbar(n === 0 ? `No había cuotas ${year} por generar.` : `Se generaron ${n} ${n === 1 ? 'cuota' : 'cuotas'} ${year}.`, { variant: 'success' });
    } catch (e) {
      setError(errorMessageOf(e));
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
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="Año"
          size="small"
          value={year}
          onChange={(e) => setYear(e.target.value.replace(/\D/g, '').slice(0, 4))}
          error={!parsed.success}
          helperText={parsed.success ? ' ' : parsed.error.issues[0].message}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 140 }}
        />
        <Button variant="contained" disabled={!parsed.success} onClick={() => setConfirming(true)}>
          Generar cuotas
        </Button>
      </Box>
      <ConfirmDialog open={confirming} title={`Generar cuotas ${year}`} confirmLabel="Generar" busy={loading} onConfirm={() => void run()} onClose={() => setConfirming(false)}>
        Se crearán la membresía {year} y su cuota para cada socio activo de {Number(year) - 1} que todavía no la tenga. ¿Continuar?
      </ConfirmDialog>
    </Paper>
  );
}
