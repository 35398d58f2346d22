import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface Props<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  type?: 'text' | 'password' | 'email' | 'number' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/**
 * A labelled outlined field bound to react-hook-form, showing the field's Spanish message.
 * Built from the input primitives rather than TextField, which also pulls Select, Menu and
 * Popover into every form (about 9 KB gzipped on the login screen).
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  required,
  disabled,
  helperText,
}: Props<T>) {
  const id = useId();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message ?? helperText;
  const helperId = message ? `${id}-helper` : undefined;
  return (
    <FormControl fullWidth margin="normal" error={!!fieldState.error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        type={type}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={helperId}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
