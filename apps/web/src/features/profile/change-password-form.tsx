import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { changePasswordForm, type ChangePasswordForm as ChangePasswordValues } from '@portal/domain/change-password';
import { PASSWORD_MIN } from '@portal/domain/passwords';
import { FormAlert } from '../../shared/forms/form-alert';
import { NewPasswordFields } from '../../shared/forms/new-password-fields';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { UpdatePasswordMutation } from './operations';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and repeated password; used by /cambiar-contrasena and by "Mi perfil". */
export function ChangePasswordForm() {
  const [updatePassword] = useMutation(UpdatePasswordMutation);
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: zodFormResolver<ChangePasswordValues>(changePasswordForm),
    defaultValues: EMPTY,
    mutate: ({ oldPassword, newPassword }) => updatePassword({ variables: { oldPassword, newPassword } }),
    success: 'Contraseña actualizada',
    onSuccess: (_result, _values, { reset }) => reset(EMPTY),
  });
  const { control } = form;

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        La nueva contraseña debe tener al menos {PASSWORD_MIN} caracteres.
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert message={serverError} />
        <TextInputField
          control={control}
          name="oldPassword"
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={control} />
        <Button type="submit" variant="contained" loading={submitting} sx={{ mt: 2 }}>
          Cambiar contraseña
        </Button>
      </Box>
    </>
  );
}
