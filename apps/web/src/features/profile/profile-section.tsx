import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper, { type PaperProps } from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useId, type FormEventHandler, type ReactNode } from 'react';
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

/**
 * Set by a section frame that already draws the box and the heading (DeferredSection, which
 * draws them before the form arrives and keeps them: the heading the person saw stays the same
 * element, rather than being replaced by an identical one when the form mounts).
 */
export const SectionFrameContext = createContext(false);

/** The box of a profile section (a region named by its heading). */
export function SectionFrame({ headingId, title, ...paper }: { headingId: string; title: string; children?: ReactNode } & PaperProps<'section'>) {
  const { children, sx, ...rest } = paper;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={[{ p: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]} {...rest}>
      <Typography id={headingId} variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One section of a profile: a heading, its form and its own save button. */
export function ProfileSection({ title, saveLabel, description, serverError, submitting, onSubmit, children }: Props) {
  const headingId = useId();
  const framed = useContext(SectionFrameContext);
  const body = (
    <>
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
    </>
  );
  if (framed) return body;
  return (
    <SectionFrame headingId={headingId} title={title}>
      {body}
    </SectionFrame>
  );
}
