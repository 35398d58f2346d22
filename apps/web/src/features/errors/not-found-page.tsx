import Typography from '@mui/material/Typography';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';

export function NotFoundPage() {
  return (
    <>
      <PageTitle title="Página no encontrada" />
      <Typography variant="h2" align="center" gutterBottom>
        Página no encontrada
      </Typography>
      <Typography align="center" color="text.secondary">
        La dirección que ingresó no existe o fue modificada.
      </Typography>
      <Typography align="center" sx={{ mt: 3 }}>
        <RouterLink to={paths.login()}>Ir a la página de inicio</RouterLink>
      </Typography>
    </>
  );
}
