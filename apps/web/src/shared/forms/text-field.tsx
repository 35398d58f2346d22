import { useEffect, useId, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FieldBaseProps<T extends FieldValues, TOut = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
}

/** A field's binding, its input id, and the message under it (the error, else the hint) with its id. */
export function useFormField<T extends FieldValues, TOut>(name: FieldPath<T>, control: Control<T, unknown, TOut>, helperText?: ReactNode) {
  const id = useId();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message ?? helperText;
  return { id, field, fieldState, message, helperId: message ? `${id}-helper` : undefined };
}

/** Focuses the element `id` in a task after the effects of the commit that drew it (see `focusAfterDraw`). */
function useFocusAfterDraw(id: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) document.getElementById(id)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [id, enabled]);
}

interface Props<T extends FieldValues, TOut> extends FieldBaseProps<T, TOut> {
  type?: 'text' | 'password' | 'email' | 'number' | 'tel' | 'url';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  /**
   * Focused in a task of its own once the screen is drawn, unless the person has focused something
   * already: for a screen's first field (sign-in), where `autoFocus` would focus it inside React's
   * commit and MUI's focus state would re-render the form in that same task, lengthening the task
   * that draws the first screen.
   */
  focusAfterDraw?: boolean;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
  /** Multi-line, with at least this many rows. */
  rows?: number;
  startAdornment?: ReactNode;
}

/**
 * A labelled outlined text field bound to react-hook-form, showing the field's Spanish message.
 * Built from the input primitives rather than TextField, which also pulls Select, Menu and
 * Popover into every form (about 9 KB gzipped on the login screen).
 */
export function TextInputField<T extends FieldValues, TOut = T>({
  name,
  control,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  focusAfterDraw = false,
  required,
  disabled,
  helperText,
  inputMode,
  rows,
  startAdornment,
  sx,
}: Props<T, TOut>) {
  const { id, field, fieldState, message, helperId } = useFormField(name, control, helperText);
  useFocusAfterDraw(id, focusAfterDraw);
  return (
    <FormControl fullWidth margin="normal" error={!!fieldState.error} required={required} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} shrink={startAdornment ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        notched={startAdornment ? true : undefined}
        type={type}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        multiline={rows !== undefined}
        minRows={rows}
        startAdornment={startAdornment}
        inputProps={inputMode ? { inputMode } : undefined}
        aria-describedby={helperId}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
