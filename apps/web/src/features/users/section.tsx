import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** A titled block of the user detail view (an h2 that names its region). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
