import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { nextFromSearch } from '../../shared/auth/login-redirect';
import { paths, withNext } from '../../shared/paths';
import { getSupportEmail } from '../../shared/support-email';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';

function emailOf(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : null;
}

/** /asociarse/confirmacion: after the joining form, whatever the address (the same for every one). */
export function JoinSentPage() {
  const location = useLocation();
  const email = emailOf(location.state);
  const next = nextFromSearch(location.search);
  const support = getSupportEmail();
  return (
    <>
      <PageTitle title="Revise su correo" />
      <Typography variant="h2" align="center" gutterBottom>
        Revise su correo
      </Typography>
      <Alert severity="info" sx={{ my: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}>
        {email ? (
          <>
            Le enviamos un correo a <strong>{email}</strong>.
          </>
        ) : (
          'Le enviamos un correo a la dirección que ingresó.'
        )}{' '}
        Para terminar de asociarse, abra el enlace que contiene. El enlace vale por 24 horas: hasta entonces no se crea su cuenta ni su
        membresía.
      </Alert>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
        ¿No le llegó?
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0 }}>
        <li>Espere unos minutos y revise la carpeta de correo no deseado.</li>
        <li>Compruebe que la dirección esté bien escrita; si no lo está, vuelva a completar el formulario.</li>
        <li>Si su dirección ya tenía una cuenta, le escribimos para que ingrese o recupere su contraseña.</li>
        <li>
          Si aun así no lo recibe, escríbanos a <a href={`mailto:${support}`}>{support}</a>.
        </li>
      </Box>
      <Typography align="center" sx={{ mt: 3 }}>
        <RouterLink to={withNext(paths.join(), next)}>Volver a completar el formulario</RouterLink> · <RouterLink to={withNext(paths.login(), next)}>Ingresar</RouterLink>
      </Typography>
    </>
  );
}
