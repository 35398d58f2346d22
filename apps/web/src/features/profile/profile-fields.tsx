import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Option, OptionsHook } from './option-hooks';

interface FieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
}

/** A date as YYYY-MM-DD; the browser shows it dd/mm/aaaa in es-AR. */
export function DateField<T extends FieldValues>({ name, control, label }: FieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      type="date"
      label={label}
      fullWidth
      margin="normal"
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: new Date().toISOString().slice(0, 10) } }}
    />
  );
}

/** A closed list of choices; the empty choice reads "Sin especificar". */
export function SelectField<T extends FieldValues>({ name, control, label, options }: FieldProps<T> & { options: Option[] }) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      select
      label={label}
      fullWidth
      margin="normal"
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message}
    >
      <MenuItem value="">
        <em>Sin especificar</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Picks one row of a server-side catalogue, searching as the person types. */
export function RemoteSelectField<T extends FieldValues>({
  name,
  control,
  label,
  useOptions,
  onPicked,
}: FieldProps<T> & { useOptions: OptionsHook; onPicked?: (value: Option | null) => void }) {
  const { field, fieldState } = useController({ name, control });
  const value = (field.value ?? null) as Option | null;
  const [input, setInput] = useState('');
  const { options, loading } = useOptions(value && input === value.name ? '' : input);
  const all = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;
  return (
    <Autocomplete
      options={all}
      value={value}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, next) => {
        field.onChange(next);
        onPicked?.(next);
      }}
      onInputChange={(_e, text) => setInput(text)}
      onBlur={field.onBlur}
      noOptionsText="Sin resultados"
      loadingText="Buscando…"
      openText="Abrir"
      closeText="Cerrar"
      clearText="Borrar"
      renderInput={(params) => (
        <TextField {...params} label={label} margin="normal" inputRef={field.ref} error={!!fieldState.error} helperText={fieldState.error?.message} />
      )}
    />
  );
}

export type Choice = { id: string | null; name: string };

/** A career or title: pick one from the catalogue or add a new name ("Agregar «…»"). */
export function ChoiceField<T extends FieldValues>({ name, control, label, useOptions }: FieldProps<T> & { useOptions: OptionsHook }) {
  const { field, fieldState } = useController({ name, control });
  const value = (field.value ?? null) as Choice | null;
  const [input, setInput] = useState('');
  const { options, loading } = useOptions(value && input === value.name ? '' : input);
  const typed = input.trim().replace(/\s+/g, ' ');
  const base: Choice[] = value && !options.some((o) => o.id === value.id && value.id !== null) ? [value, ...options] : options;
  return (
    <Autocomplete<Choice, false, false, true>
      freeSolo
      selectOnFocus
      clearOnBlur
      handleHomeEndKeys
      options={base}
      value={value}
      loading={loading}
      filterOptions={(opts) =>
        typed && !opts.some((o) => o.name.toLowerCase() === typed.toLowerCase()) ? [...opts, { id: null, name: typed }] : opts
      }
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
      isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.id === b.id && a.name === b.name}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.id === null ? `Agregar «${o.name}»` : o.name}
        </li>
      )}
      onChange={(_e, next) => {
        if (typeof next === 'string') {
          const name = next.trim().replace(/\s+/g, ' ');
          const known = options.find((o) => o.name.toLowerCase() === name.toLowerCase());
          field.onChange(name ? (known ?? { id: null, name }) : null);
        } else field.onChange(next);
      }}
      onInputChange={(_e, text) => setInput(text)}
      onBlur={field.onBlur}
      noOptionsText="Escriba para buscar o agregar"
      loadingText="Buscando…"
      openText="Abrir"
      closeText="Cerrar"
      clearText="Borrar"
      renderInput={(params) => (
        <TextField {...params} label={label} margin="normal" inputRef={field.ref} error={!!fieldState.error} helperText={fieldState.error?.message} />
      )}
    />
  );
}
