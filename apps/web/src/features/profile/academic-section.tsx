import { useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { academicInfoInput } from '@portal/domain/profile';
import { applyServerErrors } from '../../shared/server-form-errors';
import { useAcademicTitleOptions, useCareerOptions, useInstitutionOptions, useUniversityOptions, type Option } from './option-hooks';
import { UpdateMeAcademicInfoMutation } from './operations';
import { ChoiceField, RemoteSelectField, type Choice } from './profile-fields';
import { mappedResolver, ProfileSection } from './profile-section';

type Values = {
  firstInstitutionId: Option | null;
  secondaryInstitutionId: Option | null;
  universityCareer: Choice | null;
  universityInstitutionId: Option | null;
  universityTitle: Choice | null;
  masterCareer: Choice | null;
  masterInstitutionId: Option | null;
  masterTitle: Choice | null;
  doctorateCareer: Choice | null;
  doctorateInstitutionId: Option | null;
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

const FIELDS = ['firstInstitutionId', 'secondaryInstitutionId', 'universityCareer', 'universityInstitutionId', 'universityTitle', 'masterCareer', 'masterInstitutionId', 'masterTitle', 'doctorateCareer', 'doctorateInstitutionId', 'doctorateTitle', 'otherComplementaryStudies'] as const;

const opt = (o: Option | null | undefined) => (o ? { id: o.id, name: o.name } : null);
const id = (o: Option | null) => o?.id ?? null;
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

export function AcademicSection({ saved }: { saved: Saved }) {
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const [save] = useMutation(UpdateMeAcademicInfoMutation, { refetchQueries: ['MyProfile'], awaitRefetchQueries: true });
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: mappedResolver(academicInfoInput, toInput),
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
  });
  const other = useController({ control, name: 'otherComplementaryStudies' });
  const onSubmit = handleSubmit(async (data) => {
    setServerError(null);
    try {
      await save({ variables: { data: academicInfoInput.parse(toInput(data)) } });
      enqueueSnackbar('Datos académicos guardados', { variant: 'success' });
    } catch (error) {
      setServerError(applyServerErrors(error, setError, FIELDS));
    }
  });
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
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <RemoteSelectField control={control} name="firstInstitutionId" label="Institución principal" useOptions={useInstitutionOptions} />
      <RemoteSelectField control={control} name="secondaryInstitutionId" label="Institución secundaria" useOptions={useInstitutionOptions} />
      {levels.map(({ key, label }) => (
        <ChoiceLevel key={key} level={key} label={label} control={control} />
      ))}
      <TextField
        label="Otros estudios complementarios"
        multiline
        minRows={3}
        fullWidth
        margin="normal"
        value={other.field.value}
        onChange={other.field.onChange}
        onBlur={other.field.onBlur}
        inputRef={other.field.ref}
        error={!!other.fieldState.error}
        helperText={other.fieldState.error?.message}
        sx={{ gridColumn: '1 / -1' }}
      />
    </ProfileSection>
  );
}

function ChoiceLevel({ level, label, control }: { level: 'university' | 'master' | 'doctorate'; label: string; control: Control<Values> }) {
  return (
    <>
      <ChoiceField control={control} name={`${level}Career`} label={`Carrera ${label}`} useOptions={useCareerOptions} />
      <RemoteSelectField control={control} name={`${level}InstitutionId`} label={`Universidad ${label}`} useOptions={useUniversityOptions} />
      <ChoiceField control={control} name={`${level}Title`} label={`Título ${label}`} useOptions={useAcademicTitleOptions} />
      <span />
    </>
  );
}
