import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../shared/graphql-errors';
import { graphqlRequest } from '../../shared/graphql-request';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';
import { useLinkConfirmation } from '../../shared/use-link-confirmation';
import { ConfirmEmailChangeMutation } from './operations';

/** /correo/confirmar/{token}: the link mailed to a new address; applies the change of e-mail. */
export function EmailConfirmPage() {
  const token = useParams().token ?? '';
  const outcome = useLinkConfirmation(`email:${token}`, () => graphqlRequest(ConfirmEmailChangeMutation, { token }));
  if (outcome.state === 'pending') {
    return (
      <>
        <PageTitle title="Confirmando su nuevo correo" />
        <Typography variant="h2" align="center" gutterBottom>
          Confirmando su nuevo correo
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Confirmando" />
        </Box>
      </>
    );
  }
  const done = outcome.state === 'done';
  const fields = done ? {} : fieldErrorsOf(outcome.error);
  const title = done ? 'Correo electrónico cambiado' : 'No se pudo cambiar el correo';
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h2" align="center" gutterBottom>
        {title}
      </Typography>
      {done ? (
        <Alert severity="success" sx={{ my: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}>
          Su cuenta ahora usa <strong style={{ overflowWrap: 'anywhere' }}>{outcome.result.confirmEmailChange.email}</strong>. Avisamos a la
          dirección anterior y cerramos sus otras sesiones abiertas. Desde ahora ingrese con la nueva dirección.
        </Alert>
      ) : (
        <Alert severity="error" sx={{ my: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}>
          {fields.token ?? fields.email ?? errorMessageOf(outcome.error)}
        </Alert>
      )}
      <Button component={LinkBehavior} to={paths.login()} variant="contained" size="large" fullWidth>
        Ir al portal
      </Button>
    </>
  );
}
