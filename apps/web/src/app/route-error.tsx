import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../shared/ui/page-title';

/** Last resort (e.g. a route chunk that fails to download after a new release). */
export function RouteError() {
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', p: 4 }}>
      <PageTitle title="Error" />
      <Typography variant="h1" gutterBottom>
        Ocurrió un error inesperado
      </Typography>
      <Typography sx={{ mb: 2 }}>
        No se pudo mostrar esta página. Recargue la página para intentarlo nuevamente.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Recargar la página
      </Button>
    </Box>
  );
}
