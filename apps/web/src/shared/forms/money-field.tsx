import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { TextInputField, type FieldBaseProps } from './text-field';

/**
 * An amount in Argentine pesos as people type it ("45.000,50"); the shared schema
 * (`pesosField`) parses it and the form sends cents.
 */
export function MoneyField<T extends FieldValues, TOut = T>({ helperText = 'En pesos, por ejemplo 45.000,00', ...props }: FieldBaseProps<T, TOut> & { autoFocus?: boolean }) {
  return (
    <TextInputField
      {...props}
      helperText={helperText}
      inputMode="decimal"
      autoComplete="off"
      startAdornment={<InputAdornment position="start">$</InputAdornment>}
    />
  );
}
