import { plural } from '@portal/domain/plural';
import { useWatch, type Control, type FieldPath } from 'react-hook-form';
import { countWords, type ProposalData } from '@portal/domain/proposals';
import { TextInputField } from '../../shared/forms/text-field';
import type { ProposalFormValues } from './form-values';

interface Props {
  control: Control<ProposalFormValues, unknown, ProposalData>;
  name: FieldPath<ProposalFormValues>;
  label: string;
  maxWords: number;
}

/** A long text with its words counted as they are typed, against the edition's limit. */
export function WordCountField({ control, name, label, maxWords }: Props) {
  const value = useWatch({ control, name });
  const words = countWords(typeof value === 'string' ? value : '');
  const over = words > maxWords;
  return (
    <TextInputField
      control={control}
      name={name}
      label={label}
      required
      rows={5}
      helperText={over ? `${plural(words, 'palabra', 'palabras')}: ${words - maxWords} de más (máximo ${maxWords}).` : `${words} de ${maxWords} palabras.`}
    />
  );
}
