import Typography from '@mui/material/Typography';
import { paths } from '../paths';
import { PageTitle } from './page-title';
import { RouterLink } from './router-link';

export function DashboardNotFoundPage() {
  return (
    <>
      <PageTitle title="Página no encontrada" />
      <Typography variant="h1" gutterBottom>
        Página no encontrada
      </Typography>
      <Typography color="text.secondary">
        La sección que busca no existe o no está disponible para su rol.
      </Typography>
      <Typography sx={{ mt: 3 }}>
        <RouterLink to={paths.dashboard.home()}>Volver al inicio</RouterLink>
      </Typography>
    </>
  );
}
