import type { FieldValues, Path } from 'react-hook-form';
import type { ZodType } from 'zod';
import { FormDialog } from '../../shared/forms/form-dialog';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';

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
  const { form, submit, serverError, submitting } = useMutationForm<F, F>({
    resolver: zodFormResolver<F, F>(schema as ZodType<F>),
    defaultValues: initial as never,
    mutate: onSave,
  });
  return (
    <FormDialog title={title} submitLabel="Guardar" serverError={serverError} submitting={submitting} onSubmit={submit} onClose={onClose}>
      {fields.map((field, index) => (
        <TextInputField
          key={field.name}
          control={form.control}
          name={field.name}
          label={field.label}
          required={field.required}
          helperText={field.helperText}
          autoFocus={index === 0}
        />
      ))}
    </FormDialog>
  );
}
