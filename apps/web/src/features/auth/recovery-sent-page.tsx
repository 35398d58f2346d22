import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';

export function RecoverySentPage() {
  return (
    <>
      <PageTitle title="Revise su correo" />
      <Typography variant="h2" align="center" gutterBottom>
        Revise su correo
      </Typography>
      <Alert severity="info" sx={{ my: 2 }}>
        Si la cuenta existe, le enviamos un correo electrónico con un enlace para elegir una nueva contraseña. El
        enlace es válido durante una hora.
      </Alert>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Si no lo encuentra, revise la carpeta de correo no deseado.
      </Typography>
      <Typography align="center" sx={{ mt: 3 }}>
        <RouterLink to={paths.login()}>Volver a ingresar</RouterLink>
      </Typography>
    </>
  );
}
