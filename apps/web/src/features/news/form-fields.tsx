import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { publicationStatuses, publicationStatusLabels } from '@portal/domain/news';
import { TextInputField } from '../../shared/forms/text-field';

const MarkdownView = lazy(() => import('./markdown-view').then((m) => ({ default: m.MarkdownView })));

interface FieldProps<T extends FieldValues, TOut = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
}

/** Borrador / Publicada. */
export function StatusField<T extends FieldValues, TOut = T>({ name, control }: Pick<FieldProps<T, TOut>, 'name' | 'control'>) {
  const { field } = useController({ name, control });
  return (
    <FormControl margin="normal">
      <FormLabel id="status-label">Estado</FormLabel>
      <RadioGroup row aria-labelledby="status-label" name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
        {publicationStatuses.map((s) => (
          <FormControlLabel key={s} value={s} control={<Radio />} label={publicationStatusLabels[s]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The Markdown body with a "Vista previa" tab that renders it as readers will see it. */
export function MarkdownField<T extends FieldValues, TOut = T>({ name, control, label }: Pick<FieldProps<T, TOut>, 'name' | 'control' | 'label'>) {
  const [tab, setTab] = useState(0);
  const { field } = useController({ name, control });
  return (
    <Box sx={{ mt: 2 }}>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label={`${label}: escribir o ver`}>
        <Tab label="Escribir" id="md-tab-0" aria-controls="md-panel-0" />
        <Tab label="Vista previa" id="md-tab-1" aria-controls="md-panel-1" />
      </Tabs>
      <Box role="tabpanel" id="md-panel-0" aria-labelledby="md-tab-0" hidden={tab !== 0}>
        <TextInputField
          name={name}
          control={control}
          label={label}
          required
          rows={8}
          helperText="Admite Markdown: **negrita**, *cursiva*, listas con «-», enlaces [texto](https://…) y títulos con «##»."
        />
      </Box>
      <Box role="tabpanel" id="md-panel-1" aria-labelledby="md-tab-1" hidden={tab !== 1}>
        {tab === 1 && (
          <Paper variant="outlined" sx={{ p: 2, mt: 2, minHeight: 120 }}>
            {String(field.value ?? '').trim() ? (
              <Suspense fallback={<CircularProgress size={24} aria-label="Cargando vista previa" />}>
                <MarkdownView source={String(field.value)} topLevel={2} />
              </Suspense>
            ) : (
              <Typography color="text.secondary">Todavía no hay texto para mostrar.</Typography>
            )}
          </Paper>
        )}
      </Box>
    </Box>
  );
}
