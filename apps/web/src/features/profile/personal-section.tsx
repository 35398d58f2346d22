import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, type Control, type UseFormSetValue } from 'react-hook-form';
import { genderLabels, genders } from '@portal/domain/people';
import { personalInfoInput } from '@portal/domain/profile';
import { applyServerErrors } from '../../shared/server-form-errors';
import { CONTACT_FIELDS, ContactFields, contactDefaults, contactToInput, type ContactValues, type SavedContact } from './contact-fields';
import { UpdateMePersonalInfoMutation } from './operations';
import { DateField, SelectField } from './profile-fields';
import { mappedResolver, ProfileSection } from './profile-section';

type Values = ContactValues & { dateBirth: string; gender: string };
type Saved = (SavedContact & { dateBirth?: string | null; gender?: string | null }) | null;

const toInput = (v: Values) => ({ dateBirth: v.dateBirth, gender: v.gender, ...contactToInput(v) });

const genderOptions = genders.map((g) => ({ id: g, name: genderLabels[g] }));

export function PersonalSection({ saved }: { saved: Saved }) {
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const [save] = useMutation(UpdateMePersonalInfoMutation, { refetchQueries: ['MyProfile'], awaitRefetchQueries: true });
  const { control, handleSubmit, setError, setValue, formState } = useForm<Values>({
    resolver: mappedResolver(personalInfoInput, toInput),
    defaultValues: { dateBirth: saved?.dateBirth ?? '', gender: saved?.gender ?? '', ...contactDefaults(saved) },
  });
  const onSubmit = handleSubmit(async (data) => {
    setServerError(null);
    try {
      await save({ variables: { data: personalInfoInput.parse(toInput(data)) } });
      enqueueSnackbar('Datos personales guardados', { variant: 'success' });
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['dateBirth', 'gender', ...CONTACT_FIELDS]));
    }
  });
  return (
    <ProfileSection title="Datos personales" saveLabel="Guardar datos personales" serverError={serverError} submitting={formState.isSubmitting} onSubmit={onSubmit}>
      <DateField control={control} name="dateBirth" label="Fecha de nacimiento" />
      <SelectField control={control} name="gender" label="Género" options={genderOptions} />
      <ContactFields control={control as unknown as Control<ContactValues>} setValue={setValue as unknown as UseFormSetValue<ContactValues>} />
    </ProfileSection>
  );
}
