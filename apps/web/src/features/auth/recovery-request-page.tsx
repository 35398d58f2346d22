import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { recoveryInitInput, type RecoveryInitInput } from '@portal/domain/auth';
import { graphqlRequest } from '../../shared/graphql-request';
import { paths } from '../../shared/paths';
import { FormAlert } from '../../shared/forms/form-alert';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { PageTitle } from '../../shared/ui/page-title';
import { RecoveryPasswordInitMutation } from './operations';
import { AuthSubmitButton, BackToLoginLink, UsernameField } from './auth-form-parts';

export function RecoveryRequestPage() {
  const navigate = useNavigate();
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: zodFormResolver<RecoveryInitInput>(recoveryInitInput),
    defaultValues: { username: '' },
    mutate: (values) => graphqlRequest(RecoveryPasswordInitMutation, values),
    onSuccess: () => navigate(paths.recovery.sent()),
  });
  const { control } = form;

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
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1 }}>
        <FormAlert message={serverError} />
        <UsernameField control={control} />
        <AuthSubmitButton submitting={submitting}>Enviar enlace</AuthSubmitButton>
        <BackToLoginLink />
      </Box>
    </>
  );
}
