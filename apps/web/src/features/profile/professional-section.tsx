import { useMutation } from '@apollo/client/react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { professionalInfoInput } from '@portal/domain/profile';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { ContactFields, contactDefaults, contactToInput, type ContactValues, type SavedContact } from './contact-fields';
import { UpdateMeProffesionalInfoMutation, UpdateUserProfessionalInfoMutation } from './operations';
import { ProfileSection } from './profile-section';
import { profileRefetch, type ProfileTarget } from './profile-target';

type Values = ContactValues & { email: string };
type Saved = (SavedContact & { email?: string | null }) | null;

const toInput = (v: Values) => ({ email: v.email, ...contactToInput(v) });
const resolver = zodFormResolver(professionalInfoInput, toInput);

/** Work e-mail and contact: the person's own or, with `userId`, someone else's. */
export function ProfessionalSection({ saved, userId }: { saved: Saved } & ProfileTarget) {
  const options = { refetchQueries: profileRefetch(userId), awaitRefetchQueries: true };
  const [saveMine] = useMutation(UpdateMeProffesionalInfoMutation, options);
  const [saveUser] = useMutation(UpdateUserProfessionalInfoMutation, options);
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues: { email: saved?.email ?? '', ...contactDefaults(saved) },
    mutate: async (data) => {
      if (userId) await saveUser({ variables: { userId, data } });
      else await saveMine({ variables: { data } });
    },
    success: 'Datos profesionales guardados',
  });
  const { control, setValue } = form;
  return (
    <ProfileSection
      title="Datos profesionales"
      saveLabel="Guardar datos profesionales"
      description="Dónde trabaja y cómo contactarlo/a por su trabajo."
      serverError={serverError}
      submitting={submitting}
      onSubmit={submit}
    >
      <TextInputField control={control} name="email" label="Correo electrónico laboral" type="email" autoComplete="work email" />
      <span />
      <ContactFields control={control as unknown as Control<ContactValues, unknown, unknown>} setValue={setValue as unknown as UseFormSetValue<ContactValues>} />
    </ProfileSection>
  );
}
