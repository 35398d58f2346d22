import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import type { LoginInput } from '@portal/domain/auth';
import { writeAuth } from '../../shared/auth/auth-storage';
import { clearSession } from '../../shared/auth/clear-session';
import { graphqlRequest } from '../../shared/graphql-request';
import { FormAlert } from '../../shared/forms/form-alert';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { loginRedirectTarget, nextFromSearch } from '../../shared/auth/login-redirect';
import { paths, withNext } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { AuthSubmitButton, UsernameField } from './auth-form-parts';
import { LoginMutation } from './operations';

// zod and the schema download after the screen is drawn (the login screen's budget).
const resolver = zodFormResolver<LoginInput, LoginInput>(() => import('@portal/domain/auth').then((m) => m.loginInput));

/** Runs `task` when idle after the next two frames; returns the cancel. */
function afterFirstFrames(task: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      frame = 0;
      idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 0);
    });
  });
  let idle = 0;
  return () => {
    cancelAnimationFrame(frame);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Wrong credentials, lockouts (TOO_MANY_REQUESTS): the server's Spanish message in the alert.
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues: { username: '', password: '' },
    mutate: (values) => graphqlRequest(LoginMutation, values),
    // Wrong credentials name no single field (which one is wrong is not told): one alert.
    serverFields: [],
    onSuccess: (data) => {
      // A new session starts clean, whatever a previous user left behind.
      clearSession();
      writeAuth(data.login);
      navigate(loginRedirectTarget(location.state, location.search), { replace: true });
    },
  });
  const { control } = form;
  // Came from a page that brings the visitor back (an inscription page): joining keeps it too.
  const next = nextFromSearch(location.search);

  // Once the screen is on display (two frames later) and the browser is idle, so the download
  // never competes with drawing it (a submit before that loads the schema itself).
  useEffect(() => afterFirstFrames(() => resolver.preload()), []);

  return (
    <>
      <PageTitle title="Ingresar" />
      <Typography variant="h2" align="center" gutterBottom>
        Ingresar
      </Typography>
      <Typography variant="body2" align="center" color="text.secondary">
        Ingrese con su correo electrónico o número de documento.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1 }}>
        <FormAlert message={serverError} />
        <UsernameField control={control} />
        <TextInputField
          control={control}
          name="password"
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
        />
        <AuthSubmitButton submitting={submitting}>Ingresar</AuthSubmitButton>
        <Typography align="center" sx={{ mt: 3 }}>
          <RouterLink to={paths.recovery.request()}>¿Olvidó su contraseña?</RouterLink>
        </Typography>
        <Typography align="center" sx={{ mt: 1 }}>
          ¿Todavía no es socio/a? <RouterLink to={withNext(paths.join(), next)}>Asociarse</RouterLink>
        </Typography>
      </Box>
    </>
  );
}
