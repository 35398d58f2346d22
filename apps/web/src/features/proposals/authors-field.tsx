import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import type { ProposalData } from '@portal/domain/proposals';
import { TextInputField } from '../../shared/forms/text-field';
import { emptyPerson, type ProposalFormValues } from './form-values';

interface Props {
  control: Control<ProposalFormValues, unknown, ProposalData>;
  /** The e-mail of whoever submits: always among the authors, not removable. */
  submitterEmail: string;
  max: number;
  /** What is known of an author already saved: "Con cuenta en el portal", "Invitación enviada". */
  statusOf?: (email: string) => string | null;
}

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * The authors in order: the submitter (fixed) and co-authors by e-mail, each movable up and down
 * with buttons (keyboard and screen readers alike), at most `max`.
 */
export function AuthorsField({ control, submitterEmail, max, statusOf }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'authors' });
  const authors = useWatch({ control, name: 'authors' });
  const { errors } = useFormState({ control, name: 'authors' });
  const listError = errors.authors ? (errors.authors.message ?? errors.authors.root?.message) : undefined;
  // The submitter's row is one row, followed by its id through moves: a co-author row where
  // someone types the submitter's e-mail stays an editable, removable co-author row (the resolver
  // refuses it with a field message).
  const [submitterRow, setSubmitterRow] = useState<string | null>(null);
  const own = submitterEmail.trim().toLowerCase();
  const submitterId = fields.some((f) => f.id === submitterRow) ? submitterRow : (fields.find((_, i) => authors?.[i]?.email.trim().toLowerCase() === own)?.id ?? null);
  // Remembered during render (React's «adjusting state when a prop changes»), so it holds from the first draw.
  if (submitterId !== submitterRow) setSubmitterRow(submitterId);
  const isSubmitter = (i: number) => submitterId !== null && fields[i]?.id === submitterId;
  const nameOf = (i: number) => authors?.[i]?.name.trim() || `autor/a ${i + 1}`;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        Quien presenta figura siempre entre los autores. Cada coautor/a recibe un aviso por correo: con su cuenta en el portal acepta o rechaza la coautoría, y quien no tiene cuenta es invitado/a a crearla. El orden es el de la publicación.
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, i) => {
          const fixed = isSubmitter(i);
          return (
            <Box
              component="li"
              key={field.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, pt: 1, mt: 2 }}
              aria-label={`Autor/a ${i + 1}${fixed ? ' (quien presenta)' : ''}`}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Typography variant="subtitle2" component="p">
                  Autor/a {i + 1}
                  {fixed && ' · quien presenta'}
                  {!fixed && statusOf?.(authors?.[i]?.email.trim().toLowerCase() ?? '') && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' · '}
                      {statusOf(authors[i].email.trim().toLowerCase())}
                    </Typography>
                  )}
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
                  {!fixed && (
                    <Tooltip title="Quitar">
                      <IconButton aria-label={`Quitar a ${nameOf(i)}`} color="error" onClick={() => remove(i)}>
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              </Box>
              <Box sx={twoColumns}>
                <TextInputField control={control} name={`authors.${i}.name`} label="Nombre y apellido" required disabled={fixed} />
                <TextInputField control={control} name={`authors.${i}.email`} label="Correo electrónico" type="email" required disabled={fixed} />
              </Box>
            </Box>
          );
        })}
      </Box>
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      <Button startIcon={<AddOutlined />} sx={{ mt: 1 }} disabled={fields.length >= max} onClick={() => append(emptyPerson())}>
        Agregar coautor/a
      </Button>
      <FormHelperText>
        {fields.length} de {max} autores como máximo.
      </FormHelperText>
    </Box>
  );
}

