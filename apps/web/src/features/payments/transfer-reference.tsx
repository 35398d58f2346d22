import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../shared/ui/visually-hidden';

/** The member's transfer reference code and how to use it in a bank transfer. */
export function TransferReference({ code }: { code: string }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="transfer-reference-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 2, maxWidth: 760 }}>
      <Typography variant="h2" id="transfer-reference-heading" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Su código de referencia para transferencias
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography component="strong" sx={{ fontFamily: 'monospace', fontSize: '1.5rem', fontWeight: 700, letterSpacing: '0.1em' }}>
          {/* Read out character by character; a name on an element without a role is not read. */}
          <Box component="span" aria-hidden="true">
            {code}
          </Box>
          <Box component="span" sx={visuallyHidden}>{`Código ${code.split('').join(' ')}`}</Box>
        </Typography>
        <Typography variant="body2" sx={{ flex: '1 1 280px' }}>
          Escríbalo en el concepto o la referencia de su transferencia bancaria: así Tesorería identifica su pago en el extracto del banco. Después, informe el pago con el comprobante.
        </Typography>
      </Box>
    </Paper>
  );
}
