import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { recoveryInitInput, type RecoveryInitInput } from '@portal/domain/auth';
import { graphqlRequest } from '../../shared/graphql-request';
import { paths } from '../../shared/paths';
import { applyServerErrors } from '../../shared/server-form-errors';
import { FormTextField } from '../../shared/ui/form-text-field';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { RecoveryPasswordInitMutation } from './operations';

export function RecoveryRequestPage() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RecoveryInitInput>({
    resolver: zodResolver(recoveryInitInput),
    defaultValues: { username: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await graphqlRequest(RecoveryPasswordInitMutation, values);
      navigate(paths.recovery.sent());
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['username']));
    }
  });

  return (
    <>
      <PageTitle title="Recuperar contraseña" />
      <Typography variant="h2" align="center" gutterBottom>
        Recuperar contraseña
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Ingrese su correo electrónico o número de documento y le enviaremos un enlace para elegir una nueva
        contraseña.
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
        <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting} sx={{ mt: 2 }}>
          Enviar enlace
        </Button>
        <Typography align="center" sx={{ mt: 3 }}>
          <RouterLink to={paths.login()}>Volver a ingresar</RouterLink>
        </Typography>
      </Box>
    </>
  );
}
