import AddOutlined from '@mui/icons-material/AddOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import type { ProposalData } from '@portal/domain/proposals';
import { fieldErrorMessage } from './field-error';
import type { ProposalFormValues } from './form-values';

interface Props {
  control: Control<ProposalFormValues, unknown, ProposalData>;
  name: FieldPath<ProposalFormValues>;
  /** "Palabras clave". */
  label: string;
  /** The input's label: "Nueva palabra clave". */
  inputLabel: string;
  /** The accessible name of the add button: "Agregar palabra clave". */
  addLabel: string;
  /** The count and its limits, e.g. "3 de 3 a 5". */
  hint?: (count: number) => string;
  max?: number;
  /** At least one entry is needed: the legend shows the asterisk the other required fields show. */
  required?: boolean;
}

/**
 * A list of short texts as chips (keywords, group members): type one and press Enter or
 * "Agregar"; each chip has its own delete button. Repeated entries are not added twice.
 */
export function ChipListField({ control, name, label, inputLabel, addLabel, hint, max, required }: Props) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const values = (field.value as string[] | undefined) ?? [];
  const [draft, setDraft] = useState('');
  const error = fieldErrorMessage(fieldState.error);
  const full = max !== undefined && values.length >= max;
  const add = () => {
    const value = draft.trim().replace(/\s+/g, ' ');
    if (!value || full) return;
    if (!values.some((v) => v.toLocaleLowerCase('es') === value.toLocaleLowerCase('es'))) field.onChange([...values, value]);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  const helper = [error, hint?.(values.length)].filter(Boolean).join(' · ');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }} aria-describedby={helper ? `${id}-helper` : undefined}>
      <Box component="legend" sx={{ typography: 'subtitle2', mb: 1 }}>
        {label}
        {required && (
          <Box component="span" aria-hidden="true" className="MuiFormLabel-asterisk">
            {' *'}
          </Box>
        )}
      </Box>
      {values.length > 0 && (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {values.map((value) => (
            <Box component="li" key={value} sx={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', bgcolor: 'action.selected', borderRadius: 4, pl: 1.5 }}>
              <Box component="span" sx={{ overflowWrap: 'anywhere', typography: 'body2' }}>
                {value}
              </Box>
              <IconButton size="small" aria-label={`Quitar «${value}»`} onClick={() => field.onChange(values.filter((v) => v !== value))}>
                <CloseOutlined fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <FormControl fullWidth error={!!error} disabled={full}>
          <InputLabel htmlFor={id}>{inputLabel}</InputLabel>
          <OutlinedInput
            id={id}
            label={inputLabel}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              add();
              field.onBlur();
            }}
            inputRef={field.ref}
            aria-describedby={helper ? `${id}-helper` : undefined}
            inputProps={{ 'aria-required': required && values.length === 0 ? true : undefined }}
          />
        </FormControl>
        <Button variant="outlined" startIcon={<AddOutlined />} onClick={add} disabled={full || !draft.trim()} aria-label={addLabel} sx={{ flexShrink: 0, height: 56 }}>
          Agregar
        </Button>
      </Box>
      {helper && (
        <FormHelperText id={`${id}-helper`} error={!!error}>
          {helper}
        </FormHelperText>
      )}
    </Box>
  );
}
