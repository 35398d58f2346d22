import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useParams } from 'react-router';
import { conflictReasonOf, errorMessageOf, fieldErrorsOf } from '../../shared/graphql-errors';
import { graphqlRequest } from '../../shared/graphql-request';
import { nextFromSearch } from '../../shared/auth/login-redirect';
import { paths, withNext } from '../../shared/paths';
import { getSupportEmail } from '../../shared/support-email';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { useLinkConfirmation } from '../../shared/use-link-confirmation';
import { ConfirmRegistrationMutation } from './operations';

/** /asociarse/confirmar/{token}: the link e-mailed by /asociarse; creates the account and goes on to /asociarse/{id}. */
export function JoinConfirmPage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  // Joined from an inscription page: /asociarse/{id} offers to sign in and go back there.
  const next = nextFromSearch(useLocation().search);
  const outcome = useLinkConfirmation(`join:${token}`, () => graphqlRequest(ConfirmRegistrationMutation, { token }));
  useEffect(() => {
    if (outcome.state === 'done') {
      const registration = outcome.result.confirmRegistration;
      navigate(withNext(paths.joined(registration.membershipId), next), { replace: true, state: { registration } });
    }
  }, [outcome, navigate, next]);

  if (outcome.state !== 'failed') {
    return (
      <>
        <PageTitle title="Confirmando su asociación" />
        <Typography variant="h2" align="center" gutterBottom>
          Confirmando su asociación
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Confirmando" />
        </Box>
      </>
    );
  }
  const fields = fieldErrorsOf(outcome.error);
  // An account already uses the document (told only here, to who proved the e-mail).
  const documentTaken = conflictReasonOf(outcome.error) === 'DOCUMENT_TAKEN';
  const support = getSupportEmail();
  return (
    <>
      <PageTitle title="No pudimos completar su asociación" />
      <Typography variant="h2" align="center" gutterBottom>
        No pudimos completar su asociación
      </Typography>
      <Alert severity="error" sx={{ my: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}>
        {fields.token ?? errorMessageOf(outcome.error)}
      </Alert>
      {documentTaken ? (
        <Typography gutterBottom>
          Escríbanos a <a href={`mailto:${support}`}>{support}</a> indicando su nombre y su número de documento: verificaremos la cuenta
          existente y le diremos cómo seguir.
        </Typography>
      ) : (
        <Typography gutterBottom>
          Si ya tiene cuenta, ingrese con ella. Si no, vuelva a completar el formulario para recibir un enlace nuevo.
        </Typography>
      )}
      <Typography align="center" sx={{ mt: 3 }}>
        <RouterLink to={withNext(paths.join(), next)}>Volver a asociarse</RouterLink> · <RouterLink to={withNext(paths.login(), next)}>Ingresar</RouterLink>
      </Typography>
    </>
  );
}
