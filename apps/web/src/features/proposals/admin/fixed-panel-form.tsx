import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { FIXED_PANEL_SPEAKERS_MAX, fixedPanelUpdateSchema, type FixedPanelData } from '@portal/domain/fixed-panels';
import { FormAlert } from '../../../shared/forms/form-alert';
import { TextInputField } from '../../../shared/forms/text-field';
import { useMutationForm } from '../../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../../shared/forms/zod-resolver';
import { LinkBehavior } from '../../../shared/ui/router-link';
import { emptyPanelPerson, type FixedPanelValues } from './fixed-panel-values';
import { PersonFields } from './person-fields';

type FormControl = Control<FixedPanelValues, unknown, FixedPanelData>;

interface Props {
  conferenceId: string;
  defaultValues: FixedPanelValues;
  save: (data: FixedPanelData) => Promise<string>;
  success: string;
  onSaved: (id: string) => void;
  submitLabel: string;
  cancelTo: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3, '&:first-of-type': { mt: 0 } }} aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The fixed panel form: title, description, chair and the speakers in order, checked with the shared schema. */
export function FixedPanelForm({ conferenceId, defaultValues, save, success, onSaved, submitLabel, cancelTo }: Props) {
  const resolver = useMemo(() => zodFormResolver<FixedPanelValues, FixedPanelData>(fixedPanelUpdateSchema, undefined, { nested: true }), []);
  const { form, submit, serverError, submitting } = useMutationForm({ resolver, defaultValues, nested: true, mutate: save, success, onSuccess: (id) => onSaved(id) });
  const { control } = form;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert message={serverError} />
        <Section title="Datos del panel">
          <TextInputField control={control} name="name" label="Título" required helperText="Por ejemplo: «Plenario inaugural» o «Conferencia magistral de cierre»." />
          <TextInputField control={control} name="description" label="Descripción (opcional)" rows={3} />
        </Section>
        <Section title="Coordinación">
          <PersonFields control={control} prefix="chair" conferenceId={conferenceId} label="coordinación" />
        </Section>
        <Section title="Participantes">
          <Speakers control={control} conferenceId={conferenceId} />
        </Section>
        <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
          <Button component={LinkBehavior} to={cancelTo}>
            Cancelar
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

function Speakers({ control, conferenceId }: { control: FormControl; conferenceId: string }) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'speakers' });
  const speakers = useWatch({ control, name: 'speakers' });
  const { errors } = useFormState({ control, name: 'speakers' });
  const listError = errors.speakers ? (errors.speakers.message ?? errors.speakers.root?.message) : undefined;
  const nameOf = (i: number) => speakers?.[i]?.name.trim() || `participante ${i + 1}`;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        Cualquier persona, socia o no: búsquela entre las cuentas del portal o escriba sus datos. El orden es el de las exposiciones.
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, i) => (
          <Box component="li" key={field.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, pt: 1, mt: 2 }} aria-label={`Participante ${i + 1}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="subtitle2" component="p">
                Participante {i + 1}
              </Typography>
              <Box>
                <Tooltip title="Subir">
                  <span>
                    <IconButton aria-label={`Subir a ${nameOf(i)}`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                      <ArrowUpwardOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Bajar">
                  <span>
                    <IconButton aria-label={`Bajar a ${nameOf(i)}`} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                      <ArrowDownwardOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Quitar">
                  <span>
                    <IconButton aria-label={`Quitar a ${nameOf(i)}`} color="error" disabled={fields.length === 1} onClick={() => remove(i)}>
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            </Box>
            <PersonFields control={control} prefix={`speakers.${i}`} conferenceId={conferenceId} label={`participante ${i + 1}`} />
          </Box>
        ))}
      </Box>
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      <Button startIcon={<AddOutlined />} sx={{ mt: 1 }} disabled={fields.length >= FIXED_PANEL_SPEAKERS_MAX} onClick={() => append(emptyPanelPerson())}>
        Agregar participante
      </Button>
      <FormHelperText>
        {fields.length} de {FIXED_PANEL_SPEAKERS_MAX} participantes como máximo.
      </FormHelperText>
    </Box>
  );
}
