import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { newPasswordForm, recoveryInput, type NewPasswordForm } from '@portal/domain/auth';
import { PASSWORD_MIN } from '@portal/domain/passwords';
import { clearSession } from '../../shared/auth/clear-session';
import { graphqlRequest } from '../../shared/graphql-request';
import { paths } from '../../shared/paths';
import { clientInputError } from '../../shared/forms/server-errors';
import { NewPasswordFields } from '../../shared/forms/new-password-fields';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { RecoveryPasswordMutation } from './operations';
import { AuthSubmitButton, BackToLoginLink } from './auth-form-parts';

export function RecoveryResetPage() {
  const { token = '', email = '' } = useParams();
  const navigate = useNavigate();
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: zodFormResolver<NewPasswordForm>(newPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mutate: ({ newPassword }) => {
      const input = recoveryInput.safeParse({ token, email, newPassword });
      if (!input.success) {
        const issue = input.error.issues[0];
        const message = issue?.message ?? 'El enlace de recuperación no es válido';
        throw clientInputError(message, issue?.path[0] === 'newPassword' ? { newPassword: message } : {});
      }
      return graphqlRequest(RecoveryPasswordMutation, input.data);
    },
    onSuccess: () => {
      // Every session of the user has ended: whatever this browser kept is no longer valid.
      clearSession();
      navigate(paths.recovery.done(), { replace: true });
    },
  });
  const { control } = form;

  return (
    <>
      <PageTitle title="Nueva contraseña" />
      <Typography variant="h2" align="center" gutterBottom>
        Elegir una nueva contraseña
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Ingrese la nueva contraseña para <strong>{email}</strong>. Debe tener al menos {PASSWORD_MIN} caracteres.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1 }}>
        {serverError && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <RouterLink to={paths.recovery.request()} color="inherit" sx={{ alignSelf: 'center', mr: 1 }}>
                Pedir un enlace nuevo
              </RouterLink>
            }
          >
            {serverError}
          </Alert>
        )}
        {/* Lets password managers store the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields control={control} autoFocus />
        <AuthSubmitButton submitting={submitting}>Cambiar contraseña</AuthSubmitButton>
        <BackToLoginLink />
      </Box>
    </>
  );
}
