import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { loginInput, type LoginInput } from '@portal/domain/auth';
import { writeAuth } from '../../shared/auth/auth-storage';
import { clearSessionConfig } from '../../shared/auth/session-config';
import { loginRedirectTarget } from '../../shared/auth/login-redirect';
import { paths } from '../../shared/paths';
import { applyServerErrors } from '../../shared/server-form-errors';
import { FormTextField } from '../../shared/ui/form-text-field';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { LoginMutation } from './operations';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [login] = useMutation(LoginMutation);
  const { control, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { data } = await login({ variables: values });
      if (!data) return;
      clearSessionConfig();
      writeAuth(data.login);
      navigate(loginRedirectTarget(location.state), { replace: true });
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['username', 'password']));
    }
  });

  return (
    <>
      <PageTitle title="Ingresar" />
      <Typography variant="h2" align="center" gutterBottom>
        Ingresar
      </Typography>
      <Typography variant="body2" align="center" color="text.secondary">
        Ingrese con su correo electrónico o número de documento.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 1 }}>
        {serverError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverError}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="username"
          label="Correo electrónico o documento"
          autoComplete="username"
          autoFocus
          required
        />
        <FormTextField
          control={control}
          name="password"
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting} sx={{ mt: 2 }}>
          Ingresar
        </Button>
        <Typography align="center" sx={{ mt: 3 }}>
          <RouterLink to={paths.recovery.request()}>¿Olvidó su contraseña?</RouterLink>
        </Typography>
      </Box>
    </>
  );
}
