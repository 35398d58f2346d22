import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, type Control, type UseFormSetValue } from 'react-hook-form';
import { professionalInfoInput } from '@portal/domain/profile';
import { applyServerErrors } from '../../shared/server-form-errors';
import { FormTextField } from '../../shared/ui/form-text-field';
import { CONTACT_FIELDS, ContactFields, contactDefaults, contactToInput, type ContactValues, type SavedContact } from './contact-fields';
import { UpdateMeProffesionalInfoMutation } from './operations';
import { mappedResolver, ProfileSection } from './profile-section';

type Values = ContactValues & { email: string };
type Saved = (SavedContact & { email?: string | null }) | null;

const toInput = (v: Values) => ({ email: v.email, ...contactToInput(v) });

export function ProfessionalSection({ saved }: { saved: Saved }) {
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const [save] = useMutation(UpdateMeProffesionalInfoMutation, { refetchQueries: ['MyProfile'], awaitRefetchQueries: true });
  const { control, handleSubmit, setError, setValue, formState } = useForm<Values>({
    resolver: mappedResolver(professionalInfoInput, toInput),
    defaultValues: { email: saved?.email ?? '', ...contactDefaults(saved) },
  });
  const onSubmit = handleSubmit(async (data) => {
    setServerError(null);
    try {
      await save({ variables: { data: professionalInfoInput.parse(toInput(data)) } });
      enqueueSnackbar('Datos profesionales guardados', { variant: 'success' });
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['email', ...CONTACT_FIELDS]));
    }
  });
  return (
    <ProfileSection title="Datos profesionales" saveLabel="Guardar datos profesionales" description="Dónde trabaja y cómo contactarlo/a por su trabajo." serverError={serverError} submitting={formState.isSubmitting} onSubmit={onSubmit}>
      <FormTextField control={control} name="email" label="Correo electrónico laboral" type="email" autoComplete="work email" />
      <span />
      <ContactFields control={control as unknown as Control<ContactValues>} setValue={setValue as unknown as UseFormSetValue<ContactValues>} />
    </ProfileSection>
  );
}
