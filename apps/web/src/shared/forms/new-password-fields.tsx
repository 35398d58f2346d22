import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextInputField } from './text-field';

type NewPasswordValues = FieldValues & { newPassword: string; confirmPassword: string };

/** "Nueva contraseña" and "Repetir contraseña", for the recovery link and for changing the password. */
export function NewPasswordFields<T extends NewPasswordValues, TOut = T>({ control, autoFocus }: { control: Control<T, unknown, TOut>; autoFocus?: boolean }) {
  return (
    <>
      <TextInputField
        control={control}
        name={'newPassword' as FieldPath<T>}
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
      />
      <TextInputField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label="Repetir contraseña"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
