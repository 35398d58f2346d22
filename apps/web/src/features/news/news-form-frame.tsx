import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../shared/forms/form-alert';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';

interface Props {
  title: string;
  /** Shown under the heading, e.g. which news product is being edited. */
  intro?: ReactNode;
  onSubmit: (event?: FormEvent) => Promise<void>;
  serverError: string | null;
  submitting: boolean;
  /** Where "Cancelar" goes back to. */
  cancelTo: string;
  children: ReactNode;
}

/** The page of a news or journal form: heading, the outlined form, the server error and Guardar / Cancelar. */
export function NewsFormFrame({ title, intro, onSubmit, serverError, submitting, cancelTo, children }: Props) {
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {intro}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <FormAlert message={serverError} />
          {children}
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button type="submit" variant="contained" loading={submitting}>
              Guardar
            </Button>
            <Button component={LinkBehavior} to={cancelTo}>
              Cancelar
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
