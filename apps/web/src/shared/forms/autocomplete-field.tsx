import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { foldText, rankOptions } from './rank-options';
import type { FieldBaseProps } from './text-field';

/** A catalogue row. With `allowNew`, a name the person typed has `id: null`. */
export type AutocompleteOption = { id: string | null; name: string };

/**
 * Options for what the person typed (usually a server search, debounced). `active` turns true
 * once the field is focused or opened: a hook may wait for it before asking the server, so a
 * form full of catalogue fields asks for no list until one is used.
 */
export type OptionsHook = (search: string, active: boolean) => { options: ReadonlyArray<{ id: string; name: string }>; loading: boolean };

interface Props<T extends FieldValues, TOut> extends FieldBaseProps<T, TOut> {
  useOptions: OptionsHook;
  /** Offers «Agregar "…"» for a name that is not in the list (careers, titles). */
  allowNew?: boolean;
  onPicked?: (value: AutocompleteOption | null) => void;
}

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Picks one row of a catalogue, searching as the person types. The options that match come
 * first (starts with, then contains; accents ignored); the chosen value is offered only while
 * it matches what is typed.
 */
export function AutocompleteField<T extends FieldValues, TOut = T>({ name, control, label, required, disabled, helperText, sx, useOptions, allowNew, onPicked }: Props<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  const value = (field.value ?? null) as AutocompleteOption | null;
  const [input, setInput] = useState('');
  const [active, setActive] = useState(false);
  const typing = !(value && input === value.name);
  const { options, loading } = useOptions(typing ? input : '', active);
  const typed = typing ? clean(input) : '';
  const known: AutocompleteOption[] = value && !options.some((o) => o.id === value.id) ? [value, ...options] : [...options];
  const ranked = rankOptions(known, typed);
  const exact = ranked.some((o) => foldText(o.name) === foldText(typed));
  const shown = allowNew && typed && !exact ? [...ranked, { id: null, name: typed }] : ranked;
  const pick = (next: AutocompleteOption | string | null) => {
    let picked: AutocompleteOption | null;
    if (typeof next === 'string') {
      const text = clean(next);
      picked = text ? (known.find((o) => foldText(o.name) === foldText(text)) ?? { id: null, name: text }) : null;
    } else picked = next;
    field.onChange(picked);
    onPicked?.(picked);
  };
  return (
    <Autocomplete<AutocompleteOption, false, false, boolean>
      freeSolo={allowNew}
      selectOnFocus={allowNew}
      clearOnBlur={allowNew}
      handleHomeEndKeys={allowNew}
      options={shown}
      value={value}
      loading={loading}
      disabled={disabled}
      sx={sx}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
      isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.id === b.id && (a.id !== null || a.name === b.name)}
      getOptionKey={(o) => (typeof o === 'string' ? o : `${o.id ?? 'new'}:${o.name}`)}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.id === null ? `Agregar «${o.name}»` : o.name}
        </li>
      )}
      onChange={(_e, next) => pick(next)}
      onInputChange={(_e, text) => setInput(text)}
      onBlur={field.onBlur}
      onFocus={() => setActive(true)}
      onOpen={() => setActive(true)}
      noOptionsText={allowNew ? 'Escriba para buscar o agregar' : 'Sin resultados'}
      loadingText="Buscando…"
      openText="Abrir"
      closeText="Cerrar"
      clearText="Borrar"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          margin="normal"
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
