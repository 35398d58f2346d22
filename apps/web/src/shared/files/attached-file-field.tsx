import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FilePurpose } from '@portal/domain/files';
import { FileUploadField } from './file-upload-field';

interface Props<T extends FieldValues, TOut = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  purpose: FilePurpose;
  initialUrl: string | null;
}

/** An attached file (its id in the form); remembers the link of what was last attached to show it. */
export function AttachedFileField<T extends FieldValues, TOut = T>({ name, control, label, purpose, initialUrl }: Props<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  const [url, setUrl] = useState(initialUrl);
  return (
    <FileUploadField
      label={label}
      purpose={purpose}
      value={field.value ? { id: field.value, url } : null}
      onChange={(v) => {
        setUrl(v?.url ?? null);
        field.onChange(v?.id ?? null);
      }}
      error={fieldState.error?.message}
    />
  );
}
