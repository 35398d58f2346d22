import { useMutation, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { grantConferenceRoleInput, type GrantConferenceRoleInput } from '@portal/domain/conferences';
import { conferenceRoles, roleLabels } from '@portal/domain/roles';
import type { StaffCandidatesQuery } from '../../gql/graphql';
import { FormDialog } from '../../shared/forms/form-dialog';
import { SelectField } from '../../shared/forms/select-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { GrantConferenceRoleMutation, StaffCandidatesDocumentQuery } from './operations';

type Person = StaffCandidatesQuery['staffCandidates'][number];
type Pending = { values: GrantConferenceRoleInput; resolve: (confirmed: boolean) => void };

const personLabel = (p: Person) => `${p.lastName}, ${p.firstName} (${p.email})`;
const roleOptions = conferenceRoles.map((role) => ({ value: role, label: roleLabels[role] }));

function useDebounced(value: string, delay = 250) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(id);
  }, [value, delay]);
  return debounced;
}

/**
 * Grants a role in one edition: the person (searched on the server, accents ignored), the role
 * and, for a coordinator, one or more of the edition's areas; then a confirmation naming both.
 */
export function GrantRoleDialog({ conference, onClose }: { conference: { id: string; name: string; thematicAreas: { id: string; name: string }[] }; onClose: () => void }) {
  const [grant] = useMutation(GrantConferenceRoleMutation, { refetchQueries: ['ConferenceStaff'] });
  const [input, setInput] = useState('');
  const [person, setPerson] = useState<Person | null>(null);
  const search = useDebounced(input.trim());
  const { data, loading } = useQuery(StaffCandidatesDocumentQuery, { variables: { search }, skip: search.length < 2 });
  const options = search.length < 2 ? [] : (data?.staffCandidates ?? []);
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirming, setConfirming] = useState(false);

  const { form, submit, serverError, submitting } = useMutationForm({
    resolver: zodFormResolver<GrantConferenceRoleInput>(grantConferenceRoleInput),
    defaultValues: { userId: '', role: 'COORDINADOR', thematicAreaIds: [] },
    mutate: async (values) => {
      const confirmed = await new Promise<boolean>((resolve) => setPending({ values, resolve }));
      if (!confirmed) return false;
      await grant({ variables: { conferenceId: conference.id, data: { userId: values.userId, role: values.role, thematicAreaIds: values.thematicAreaIds } }, awaitRefetchQueries: true });
      return true;
    },
    success: (done) => (done ? 'Rol otorgado. La persona lo verá en su próximo ingreso o renovación de sesión.' : null),
    onSuccess: (done) => {
      if (done) onClose();
    },
  });
  const { control, setValue } = form;
  const role = useWatch({ control, name: 'role' });
  useEffect(() => {
    if (role !== 'COORDINADOR') setValue('thematicAreaIds', []);
  }, [role, setValue]);

  const answer = (confirmed: boolean) => {
    setConfirming(confirmed);
    pending?.resolve(confirmed);
    setPending(null);
  };
  const areaNames = (ids: string[] = []) => conference.thematicAreas.filter((a) => ids.includes(a.id)).map((a) => a.name);

  return (
    <>
      <FormDialog title={`Otorgar un rol en «${conference.name}»`} submitLabel="Otorgar" serverError={serverError} submitting={submitting && (confirming || !pending)} onSubmit={submit} onClose={onClose}>
        <Controller
          control={control}
          name="userId"
          render={({ field, fieldState }) => (
            <Autocomplete<Person>
              options={options}
              value={person}
              loading={loading}
              filterOptions={(x) => x}
              getOptionLabel={personLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText={search.length < 2 ? 'Escriba al menos 2 letras del nombre, correo o documento' : 'Nadie coincide'}
              loadingText="Buscando…"
              onInputChange={(_e, value) => setInput(value)}
              onChange={(_e, value) => {
                setPerson(value);
                field.onChange(value?.id ?? '');
              }}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField {...params} label="Persona" required autoFocus margin="normal" inputRef={field.ref} error={!!fieldState.error} helperText={fieldState.error?.message ?? 'Busque por nombre, correo o documento'} />
              )}
            />
          )}
        />
        <SelectField control={control} name="role" label="Rol" required options={roleOptions} />
        {role === 'COORDINADOR' && (
          <Controller
            control={control}
            name="thematicAreaIds"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" margin="normal" error={!!fieldState.error} required>
                <FormLabel component="legend">Áreas temáticas que coordina</FormLabel>
                <FormGroup>
                  {conference.thematicAreas.map((area) => {
                    const checked = (field.value ?? []).includes(area.id);
                    return (
                      <FormControlLabel
                        key={area.id}
                        label={area.name}
                        control={
                          <Checkbox
                            checked={checked}
                            onChange={(e) => field.onChange(e.target.checked ? [...(field.value ?? []), area.id] : (field.value ?? []).filter((id) => id !== area.id))}
                          />
                        }
                      />
                    );
                  })}
                </FormGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        )}
      </FormDialog>
      <ConfirmDialog open={pending !== null} title="¿Otorgar el rol?" confirmLabel="Otorgar" onConfirm={() => answer(true)} onClose={() => answer(false)}>
        {pending && person && (
          <>
            ¿Otorgar a <strong>{person.firstName} {person.lastName}</strong> el rol <strong>{roleLabels[pending.values.role]}</strong>
            {pending.values.role === 'COORDINADOR' ? ` de ${areaNames(pending.values.thematicAreaIds).join(', ')}` : ''} en «{conference.name}»?
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
