import { useMutation } from '@apollo/client/react';
import type { Control } from 'react-hook-form';
import { academicInfoInput } from '@portal/domain/profile';
import { AutocompleteField, type AutocompleteOption } from '../../shared/forms/autocomplete-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { useAcademicTitleOptions, useCareerOptions, useInstitutionOptions, useUniversityOptions, type Option } from './option-hooks';
import { UpdateMeAcademicInfoMutation, UpdateUserAcademicInfoMutation } from './operations';
import { ProfileSection } from './profile-section';
import { profileRefetch, type ProfileTarget } from './profile-target';

type Choice = AutocompleteOption;

type Values = {
  firstInstitutionId: Choice | null;
  secondaryInstitutionId: Choice | null;
  universityCareer: Choice | null;
  universityInstitutionId: Choice | null;
  universityTitle: Choice | null;
  masterCareer: Choice | null;
  masterInstitutionId: Choice | null;
  masterTitle: Choice | null;
  doctorateCareer: Choice | null;
  doctorateInstitutionId: Choice | null;
  doctorateTitle: Choice | null;
  otherComplementaryStudies: string;
};
type Saved = {
  firstInstitution?: Option | null;
  secondaryInstitution?: Option | null;
  universityCareer?: Option | null;
  universityInstitution?: Option | null;
  universityTitle?: Option | null;
  masterCareer?: Option | null;
  masterInstitution?: Option | null;
  masterTitle?: Option | null;
  doctorateCareer?: Option | null;
  doctorateInstitution?: Option | null;
  doctorateTitle?: Option | null;
  otherComplementaryStudies?: string | null;
} | null;

const opt = (o: Option | null | undefined) => (o ? { id: o.id, name: o.name } : null);
const id = (o: Choice | null) => o?.id ?? null;
/** An existing row goes by id, a new one by name. */
const choice = (c: Choice | null) => (c === null ? null : c.id ? { id: c.id } : { name: c.name });

const toInput = (v: Values) => ({
  firstInstitutionId: id(v.firstInstitutionId),
  secondaryInstitutionId: id(v.secondaryInstitutionId),
  universityCareer: choice(v.universityCareer),
  universityInstitutionId: id(v.universityInstitutionId),
  universityTitle: choice(v.universityTitle),
  masterCareer: choice(v.masterCareer),
  masterInstitutionId: id(v.masterInstitutionId),
  masterTitle: choice(v.masterTitle),
  doctorateCareer: choice(v.doctorateCareer),
  doctorateInstitutionId: id(v.doctorateInstitutionId),
  doctorateTitle: choice(v.doctorateTitle),
  otherComplementaryStudies: v.otherComplementaryStudies,
});

const resolver = zodFormResolver(academicInfoInput, toInput);

/** Institutions, careers and titles: the person's own or, with `userId`, someone else's. */
export function AcademicSection({ saved, userId }: { saved: Saved } & ProfileTarget) {
  const options = { refetchQueries: profileRefetch(userId), awaitRefetchQueries: true };
  const [saveMine] = useMutation(UpdateMeAcademicInfoMutation, options);
  const [saveUser] = useMutation(UpdateUserAcademicInfoMutation, options);
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues: {
      firstInstitutionId: opt(saved?.firstInstitution),
      secondaryInstitutionId: opt(saved?.secondaryInstitution),
      universityCareer: opt(saved?.universityCareer),
      universityInstitutionId: opt(saved?.universityInstitution),
      universityTitle: opt(saved?.universityTitle),
      masterCareer: opt(saved?.masterCareer),
      masterInstitutionId: opt(saved?.masterInstitution),
      masterTitle: opt(saved?.masterTitle),
      doctorateCareer: opt(saved?.doctorateCareer),
      doctorateInstitutionId: opt(saved?.doctorateInstitution),
      doctorateTitle: opt(saved?.doctorateTitle),
      otherComplementaryStudies: saved?.otherComplementaryStudies ?? '',
    },
    mutate: async (data) => {
      if (userId) await saveUser({ variables: { userId, data } });
      else await saveMine({ variables: { data } });
    },
    success: 'Datos académicos guardados',
  });
  const { control } = form;
  const levels = [
    { key: 'university', label: 'de grado' },
    { key: 'master', label: 'de maestría' },
    { key: 'doctorate', label: 'de doctorado' },
  ] as const;
  return (
    <ProfileSection
      title="Datos académicos"
      saveLabel="Guardar datos académicos"
      description="Si su carrera o título no está en la lista, escríbalo y elija «Agregar»."
      serverError={serverError}
      submitting={submitting}
      onSubmit={submit}
    >
      <AutocompleteField control={control} name="firstInstitutionId" label="Institución principal" useOptions={useInstitutionOptions} />
      <AutocompleteField control={control} name="secondaryInstitutionId" label="Institución secundaria" useOptions={useInstitutionOptions} />
      {levels.map(({ key, label }) => (
        <ChoiceLevel key={key} level={key} label={label} control={control as unknown as Control<Values, unknown, unknown>} />
      ))}
      <TextInputField control={control} name="otherComplementaryStudies" label="Otros estudios complementarios" rows={3} sx={{ gridColumn: '1 / -1' }} />
    </ProfileSection>
  );
}

function ChoiceLevel({ level, label, control }: { level: 'university' | 'master' | 'doctorate'; label: string; control: Control<Values, unknown, unknown> }) {
  return (
    <>
      <AutocompleteField control={control} name={`${level}Career`} label={`Carrera ${label}`} useOptions={useCareerOptions} allowNew />
      <AutocompleteField control={control} name={`${level}InstitutionId`} label={`Universidad ${label}`} useOptions={useUniversityOptions} />
      <AutocompleteField control={control} name={`${level}Title`} label={`Título ${label}`} useOptions={useAcademicTitleOptions} allowNew />
      <span />
    </>
  );
}
