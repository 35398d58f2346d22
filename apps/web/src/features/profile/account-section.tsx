import { useMutation } from '@apollo/client/react';
import { DOCUMENT_HINT } from '@portal/domain/people';
import { accountInput, type AccountInput } from '@portal/domain/profile';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { UpdateMeAccountMutation } from './operations';
import { ProfileSection } from './profile-section';

type Values = { email: string; firstName: string; lastName: string; document: string };
const resolver = zodFormResolver<Values, AccountInput>(accountInput);

/** The own e-mail, names and document; an e-mail or document another account uses shows on its field. */
export function AccountSection({ account }: { account: Values }) {
  const [save] = useMutation(UpdateMeAccountMutation, { refetchQueries: ['Me', 'MyProfile'], awaitRefetchQueries: true });
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues: { email: account.email, firstName: account.firstName, lastName: account.lastName, document: account.document },
    mutate: (data) => save({ variables: { data } }),
    success: 'Datos de la cuenta guardados',
    onSuccess: (result, _values, { reset }) => {
      if (result.data) reset(result.data.updateMeAccount);
    },
  });
  const { control } = form;
  return (
    <ProfileSection title="Cuenta" saveLabel="Guardar cuenta" serverError={serverError} submitting={submitting} onSubmit={submit}>
      <TextInputField control={control} name="firstName" label="Nombre" autoComplete="given-name" required />
      <TextInputField control={control} name="lastName" label="Apellido" autoComplete="family-name" required />
      <TextInputField control={control} name="email" label="Correo electrónico" type="email" autoComplete="email" required />
      <TextInputField control={control} name="document" label="Número de documento" required helperText={DOCUMENT_HINT} />
    </ProfileSection>
  );
}
