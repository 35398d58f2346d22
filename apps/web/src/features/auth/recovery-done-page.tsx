import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../shared/paths';
import { LinkBehavior } from '../../shared/ui/router-link';
import { PageTitle } from '../../shared/ui/page-title';

export function RecoveryDonePage() {
  return (
    <>
      <PageTitle title="Contraseña cambiada" />
      <Typography variant="h2" align="center" gutterBottom>
        Contraseña cambiada
      </Typography>
      <Alert severity="success" sx={{ my: 2 }}>
        Su contraseña se cambió correctamente. Por seguridad, se cerraron todas sus sesiones abiertas.
      </Alert>
      <Button component={LinkBehavior} to={paths.login()} variant="contained" size="large" fullWidth>
        Ingresar
      </Button>
    </>
  );
}
