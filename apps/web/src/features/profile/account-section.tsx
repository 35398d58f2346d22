import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountInput } from '@portal/domain/profile';
import { applyServerErrors } from '../../shared/server-form-errors';
import { FormTextField } from '../../shared/ui/form-text-field';
import { UpdateMeAccountMutation } from './operations';
import { mappedResolver, ProfileSection } from './profile-section';

type Values = { email: string; firstName: string; lastName: string; document: string };
const FIELDS = ['email', 'firstName', 'lastName', 'document'] as const;

export function AccountSection({ account }: { account: Values }) {
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const [save] = useMutation(UpdateMeAccountMutation, { refetchQueries: ['Me', 'MyProfile'], awaitRefetchQueries: true });
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: mappedResolver(accountInput, (v: Values) => v),
    defaultValues: { email: account.email, firstName: account.firstName, lastName: account.lastName, document: account.document },
  });
  const onSubmit = handleSubmit(async (data) => {
    setServerError(null);
    try {
      const res = await save({ variables: { data: accountInput.parse(data) } });
      if (res.data) reset(res.data.updateMeAccount);
      enqueueSnackbar('Datos de la cuenta guardados', { variant: 'success' });
    } catch (error) {
      setServerError(applyServerErrors(error, setError, FIELDS));
    }
  });
  return (
    <ProfileSection title="Cuenta" saveLabel="Guardar cuenta" serverError={serverError} submitting={formState.isSubmitting} onSubmit={onSubmit}>
      <FormTextField control={control} name="firstName" label="Nombre" autoComplete="given-name" required />
      <FormTextField control={control} name="lastName" label="Apellido" autoComplete="family-name" required />
      <FormTextField control={control} name="email" label="Correo electrónico" type="email" autoComplete="email" required />
      <FormTextField control={control} name="document" label="Número de documento" required helperText="Sin puntos ni espacios" />
    </ProfileSection>
  );
}
