import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { LoginInput } from '@portal/domain/auth';
import { writeAuth } from '../../shared/auth/auth-storage';
import { clearSession } from '../../shared/auth/clear-session';
import { graphqlRequest } from '../../shared/graphql-request';
import { lazyZodResolver } from '../../shared/lazy-zod-resolver';
import { loginRedirectTarget } from '../../shared/auth/login-redirect';
import { paths } from '../../shared/paths';
import { errorMessageOf } from '../../shared/graphql-errors';
import { FormTextField } from '../../shared/ui/form-text-field';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { LoginMutation } from './operations';

const resolver = lazyZodResolver<LoginInput>(() => import('@portal/domain/auth').then((m) => m.loginInput));

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginInput>({
    resolver,
    defaultValues: { username: '', password: '' },
  });

  useEffect(() => resolver.preload(), []);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const data = await graphqlRequest(LoginMutation, values);
      // A new session starts clean, whatever a previous user left behind.
      clearSession();
      writeAuth(data.login);
      navigate(loginRedirectTarget(location.state), { replace: true });
    } catch (error) {
      // Wrong credentials, lockouts (TOO_MANY_REQUESTS): the server's Spanish message.
      setServerError(errorMessageOf(error));
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
        <Typography align="center" sx={{ mt: 1 }}>
          ¿Todavía no es socio/a? <RouterLink to={paths.join()}>Asociarse</RouterLink>
        </Typography>
      </Box>
    </>
  );
}
