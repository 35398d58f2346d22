import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { newPasswordForm, recoveryInput, type NewPasswordForm } from '@portal/domain/auth';
import { PASSWORD_MIN } from '@portal/domain/passwords';
import { clearSession } from '../../shared/auth/clear-session';
import { graphqlRequest } from '../../shared/graphql-request';
import { paths } from '../../shared/paths';
import { applyServerErrors } from '../../shared/server-form-errors';
import { FormTextField } from '../../shared/ui/form-text-field';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { RecoveryPasswordMutation } from './operations';

export function RecoveryResetPage() {
  const { token = '', email = '' } = useParams();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setServerError(null);
    const input = recoveryInput.safeParse({ token, email, newPassword });
    if (!input.success) {
      const issue = input.error.issues[0];
      if (issue?.path[0] === 'newPassword') setError('newPassword', { type: 'validate', message: issue.message });
      else setServerError(issue?.message ?? 'El enlace de recuperación no es válido');
      return;
    }
    try {
      await graphqlRequest(RecoveryPasswordMutation, input.data);
      // Every session of the user has ended: whatever this browser kept is no longer valid.
      clearSession();
      navigate(paths.recovery.done(), { replace: true });
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['newPassword', 'confirmPassword']));
    }
  });

  return (
    <>
      <PageTitle title="Nueva contraseña" />
      <Typography variant="h2" align="center" gutterBottom>
        Elegir una nueva contraseña
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Ingrese la nueva contraseña para <strong>{email}</strong>. Debe tener al menos {PASSWORD_MIN} caracteres.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 1 }}>
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
        <FormTextField
          control={control}
          name="newPassword"
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          autoFocus
          required
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Repetir contraseña"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting} sx={{ mt: 2 }}>
          Cambiar contraseña
        </Button>
        <Typography align="center" sx={{ mt: 3 }}>
          <RouterLink to={paths.login()}>Volver a ingresar</RouterLink>
        </Typography>
      </Box>
    </>
  );
}
