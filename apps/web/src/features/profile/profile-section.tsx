import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FormAlert } from '../../shared/forms/form-alert';

interface Props {
  title: string;
  saveLabel: string;
  description?: string;
  serverError: string | null;
  submitting: boolean;
  onSubmit: FormEventHandler;
  children: ReactNode;
}

/** One section of a profile: a heading, its form and its own save button. */
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
        <FormAlert message={serverError} />
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
        <Button type="submit" variant="contained" loading={submitting} sx={{ mt: 2 }}>
          {saveLabel}
        </Button>
      </Box>
    </Paper>
  );
}
