import { useMutation } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { emailChangeForm, type EmailChangeForm } from '@portal/domain/profile';
import { FormDialog } from '../../shared/forms/form-dialog';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { UpdateMeAccountMutation } from './operations';

type Account = { email: string; firstName: string; lastName: string; document: string };
type Output = { email: string; currentPassword: string };
const resolver = zodFormResolver<EmailChangeForm, Output>(emailChangeForm);

/** "Cambiar correo": the new address and the current password; a link then goes to the new address. */
export function EmailChangeDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const [save] = useMutation(UpdateMeAccountMutation, { refetchQueries: ['Me', 'MyProfile'], awaitRefetchQueries: true });
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues: { email: '', currentPassword: '' },
    mutate: ({ email, currentPassword }) =>
      save({ variables: { data: { email, currentPassword, firstName: account.firstName, lastName: account.lastName, document: account.document } } }),
    success: (_result, values) => `Le enviamos un enlace a ${values.email}. Su correo cambia cuando lo abra.`,
    onSuccess: onClose,
  });
  const { control } = form;
  return (
    <FormDialog title="Cambiar correo electrónico" submitLabel="Enviar enlace" serverError={serverError} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <Typography variant="body2" gutterBottom>
        Su correo actual es <strong style={{ overflowWrap: 'anywhere' }}>{account.email}</strong>. Le enviaremos un enlace a la nueva
        dirección: el cambio se aplica cuando lo abra. Al aplicarse, avisamos a la dirección actual y se cierran sus otras sesiones.
      </Typography>
      <TextInputField control={control} name="email" label="Nuevo correo electrónico" type="email" autoComplete="email" required autoFocus />
      <TextInputField control={control} name="currentPassword" label="Contraseña actual" type="password" autoComplete="current-password" required />
    </FormDialog>
  );
}
