import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type FieldBaseProps } from './text-field';

export type SelectOption = { value: string; label: string };

/**
 * A closed list as a labelled native select (keyboard and screen-reader friendly on every
 * device). The empty choice reads `emptyLabel`.
 */
export function SelectField<T extends FieldValues, TOut = T>({
  name,
  control,
  label,
  required,
  disabled,
  helperText,
  sx,
  options,
  emptyLabel = 'Elija una opción',
}: FieldBaseProps<T, TOut> & { options: ReadonlyArray<SelectOption>; emptyLabel?: string }) {
  const { id, field, fieldState, message, helperId } = useFormField(name, control, helperText);
  return (
    <FormControl fullWidth margin="normal" error={!!fieldState.error} required={required} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} shrink variant="outlined">
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput notched label={required ? `${label} *` : label} />}
        id={id}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        aria-describedby={helperId}
      >
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
