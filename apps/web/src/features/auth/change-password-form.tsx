import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordForm, type ChangePasswordForm as ChangePasswordValues } from '@portal/domain/change-password';
import { PASSWORD_MIN } from '@portal/domain/passwords';
import { applyServerErrors } from '../../shared/server-form-errors';
import { FormTextField } from '../../shared/ui/form-text-field';
import { UpdatePasswordMutation } from './operations';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and repeated password; used by /cambiar-contrasena and by "Mi perfil". */
export function ChangePasswordForm() {
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const [updatePassword] = useMutation(UpdatePasswordMutation);
  const { control, handleSubmit, setError, reset, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setServerError(null);
    try {
      await updatePassword({ variables: { oldPassword, newPassword } });
      reset(EMPTY);
      enqueueSnackbar('Contraseña actualizada', { variant: 'success' });
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['oldPassword', 'newPassword', 'confirmPassword']));
    }
  });

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        La nueva contraseña debe tener al menos {PASSWORD_MIN} caracteres.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit}>
        {serverError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverError}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="oldPassword"
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={control}
          name="newPassword"
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
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
        <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ mt: 2 }}>
          Cambiar contraseña
        </Button>
      </Box>
    </>
  );
}
