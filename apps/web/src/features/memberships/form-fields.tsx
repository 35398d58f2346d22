import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Money } from '../../shared/ui/money';

interface FieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
}

export type CategoryOption = { id: string; name: string; yearlyFeeCents: number; isStudent: boolean };

/** The categories as radio buttons, each with its yearly fee. The value is the integer id. */
export function CategoryRadioField<T extends FieldValues>({ name, control, label, categories }: FieldProps<T> & { categories: CategoryOption[] }) {
  const id = useId();
  const { field, fieldState } = useController({ name, control });
  return (
    <FormControl component="fieldset" fullWidth margin="normal" error={!!fieldState.error} required>
      <FormLabel component="legend" id={`${id}-legend`}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        name={field.name}
        value={field.value ? String(field.value) : ''}
        onChange={(e) => field.onChange(Number(e.target.value))}
        onBlur={field.onBlur}
      >
        {categories.map((c) => (
          <FormControlLabel
            key={c.id}
            value={c.id}
            control={<Radio />}
            label={
              <>
                {c.name} — <Money cents={c.yearlyFeeCents} /> por año
              </>
            }
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
