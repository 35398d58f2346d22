import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../paths';
import { PageTitle } from './page-title';

export const ROLE_DENIED_TITLE = 'Esta página no está disponible para su rol';

/**
 * What a route shows to an active role that may not use it (the route's guard draws it in place
 * of the page, whose module and queries never run). One screen for every such route.
 */
export function RoleDeniedPage() {
  return (
    <>
      <PageTitle title="Página no disponible" />
      <Typography variant="h1" gutterBottom>
        {ROLE_DENIED_TITLE}
      </Typography>
      <Typography color="text.secondary">
        Con el rol que tiene activo no puede usar esta sección. Si tiene otro rol que la permita, puede cambiarlo desde el menú.
      </Typography>
      <Button component={Link} to={paths.dashboard.home()} variant="contained" sx={{ mt: 3 }}>
        Volver al inicio
      </Button>
    </>
  );
}
