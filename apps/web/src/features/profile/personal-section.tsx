import { useMutation } from '@apollo/client/react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { genderLabels, genders } from '@portal/domain/people';
import { personalInfoInput } from '@portal/domain/profile';
import { DateField } from '../../shared/forms/date-fields';
import { SelectField } from '../../shared/forms/select-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { ContactFields, contactDefaults, contactToInput, type ContactValues, type SavedContact } from './contact-fields';
import { UpdateMePersonalInfoMutation, UpdateUserPersonalInfoMutation } from './operations';
import { ProfileSection } from './profile-section';
import { profileRefetch, type ProfileTarget } from './profile-target';

type Values = ContactValues & { dateBirth: string; gender: string };
type Saved = (SavedContact & { dateBirth?: string | null; gender?: string | null }) | null;

const toInput = (v: Values) => ({ dateBirth: v.dateBirth, gender: v.gender, ...contactToInput(v) });
const resolver = zodFormResolver(personalInfoInput, toInput);
const genderOptions = genders.map((g) => ({ value: g, label: genderLabels[g] }));
const today = () => new Date().toISOString().slice(0, 10);

/** Date of birth, gender and home contact: the person's own ("Mi perfil") or, with `userId`, someone else's. */
export function PersonalSection({ saved, userId }: { saved: Saved } & ProfileTarget) {
  const options = { refetchQueries: profileRefetch(userId), awaitRefetchQueries: true };
  const [saveMine] = useMutation(UpdateMePersonalInfoMutation, options);
  const [saveUser] = useMutation(UpdateUserPersonalInfoMutation, options);
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues: { dateBirth: saved?.dateBirth ?? '', gender: saved?.gender ?? '', ...contactDefaults(saved) },
    mutate: async (data) => {
      if (userId) await saveUser({ variables: { userId, data } });
      else await saveMine({ variables: { data } });
    },
    success: 'Datos personales guardados',
  });
  const { control, setValue } = form;
  return (
    <ProfileSection title="Datos personales" saveLabel="Guardar datos personales" serverError={serverError} submitting={submitting} onSubmit={submit}>
      <DateField control={control} name="dateBirth" label="Fecha de nacimiento" openTo="year" min="1900-01-01" max={today()} />
      <SelectField control={control} name="gender" label="Género" options={genderOptions} emptyLabel="Sin especificar" />
      <ContactFields control={control as unknown as Control<ContactValues, unknown, unknown>} setValue={setValue as unknown as UseFormSetValue<ContactValues>} />
    </ProfileSection>
  );
}
