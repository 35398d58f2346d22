import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLayoutEffect } from 'react';
import { useRouteError } from 'react-router';
import { markFirstScreenShown } from '../shared/first-screen';
import { getSupportEmail } from '../shared/support-email';
import { PageTitle } from '../shared/ui/page-title';

/** A route module that could not be downloaded: the server is down or a new release replaced it. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|module script failed|Failed to fetch/i.test(error.message);
}

/** Last resort when a route cannot be shown. */
export function RouteError() {
  const error = useRouteError();
  const offline = isChunkLoadError(error);
  const title = offline ? 'El servidor se encuentra desconectado' : 'Ocurrió un error inesperado';
  // This is the first screen when a dashboard page's module could not be loaded: the frame the
  // server drew for the page must not stay over it.
  useLayoutEffect(() => markFirstScreenShown(), []);
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', p: 4 }}>
      <PageTitle title={offline ? 'Sin conexión' : 'Error'} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {offline
          ? `No se pudo cargar esta página. Vuelva a intentarlo en unos momentos; si el problema persiste, comuníquese con ${getSupportEmail()}.`
          : 'No se pudo mostrar esta página. Recargue la página para intentarlo nuevamente.'}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {offline ? 'Reintentar' : 'Recargar la página'}
      </Button>
    </Box>
  );
}
