import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextInputField } from '../../shared/forms/text-field';
import { paths } from '../../shared/paths';
import { RouterLink } from '../../shared/ui/router-link';

/** "Correo electrónico o documento", focused once the screen is drawn (ingreso and recovery request). */
export function UsernameField<T extends FieldValues & { username: string }, TOut = T>({ control }: { control: Control<T, unknown, TOut> }) {
  return (
    <TextInputField
      control={control}
      name={'username' as FieldPath<T>}
      label="Correo electrónico o documento"
      autoComplete="username"
      focusAfterDraw
      required
    />
  );
}

/** The full-width main button of a sign-in screen. */
export function AuthSubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} sx={{ mt: 2 }}>
      {children}
    </Button>
  );
}

/** "Volver a ingresar", under the recovery forms. */
export function BackToLoginLink() {
  return (
    <Typography align="center" sx={{ mt: 3 }}>
      <RouterLink to={paths.login()}>Volver a ingresar</RouterLink>
    </Typography>
  );
}
