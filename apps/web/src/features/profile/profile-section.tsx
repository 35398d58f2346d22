import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * Validates the form with the shared domain schema after mapping the form's values (options
 * with names) to the API input (ids): the same schema, the same Spanish messages as the server.
 */
export function mappedResolver<F extends FieldValues>(schema: ZodType, toInput: (values: F) => unknown): Resolver<F> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'root');
      errors[key] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}

/** Bare inputs of text fields: empty strings instead of null. */
export const text = (v: string | null | undefined) => v ?? '';

interface Props {
  title: string;
  saveLabel: string;
  description?: string;
  serverError: string | null;
  submitting: boolean;
  onSubmit: FormEventHandler;
  children: ReactNode;
}

/** One section of "Mi perfil": a heading, its form and its own save button. */
export function ProfileSection({ title, saveLabel, description, serverError, submitting, onSubmit, children }: Props) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        {serverError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
        <Button type="submit" variant="contained" loading={submitting} sx={{ mt: 2 }}>
          {saveLabel}
        </Button>
      </Box>
    </Paper>
  );
}
