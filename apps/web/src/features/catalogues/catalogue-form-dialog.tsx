import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import type { ZodType } from 'zod';
import { applyServerErrors } from '../../shared/server-form-errors';
import { FormTextField } from '../../shared/ui/form-text-field';

export interface CatalogueField<F> {
  name: Path<F & FieldValues>;
  label: string;
  required?: boolean;
  helperText?: string;
}

interface Props<F extends FieldValues> {
  title: string;
  schema: ZodType;
  fields: CatalogueField<F>[];
  initial: F;
  onSave: (values: F) => Promise<void>;
  onClose: () => void;
}

/** Create or edit one catalogue row; server messages (e.g. a duplicate name) land on their field. */
export function CatalogueFormDialog<F extends FieldValues>({ title, schema, fields, initial, onSave, onClose }: Props<F>) {
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<F>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: initial as never,
  });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(values);
    } catch (error) {
      setServerError(applyServerErrors(error, setError, fields.map((f) => f.name)));
    }
  });
  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          {fields.map((field, index) => (
            <FormTextField
              key={field.name}
              control={control}
              name={field.name}
              label={field.label}
              required={field.required}
              helperText={field.helperText}
              autoFocus={index === 0}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
