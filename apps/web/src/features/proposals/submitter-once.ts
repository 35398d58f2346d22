import type { FieldErrors } from 'react-hook-form';
import type { FormResolver } from '../../shared/forms/zod-resolver';
import type { ProposalFormValues } from './form-values';

/** Shown on a co-author row that holds the e-mail of whoever submits (already the fixed first row). */
export const submitterAsCoauthorMessage = 'Ese es el correo de quien presenta, que ya figura entre los autores. Escriba el correo del coautor/a o quite esta fila.';

/**
 * The form's resolver, plus one rule the shared schema cannot know: the submitter's e-mail appears
 * once among the authors. Every later row with it gets a field message naming the mistake (instead
 * of the generic «repetido»), and the row stays editable and removable.
 */
export function submitterOnce<TOut>(resolver: FormResolver<ProposalFormValues, TOut>, submitterEmail: string): FormResolver<ProposalFormValues, TOut> {
  const own = submitterEmail.trim().toLowerCase();
  const wrapped = (async (values, context, options) => {
    const result = await resolver(values, context, options);
    const repeats = values.authors
      .map((a, i) => ({ i, email: a.email.trim().toLowerCase() }))
      .filter((a) => a.email === own)
      .slice(1);
    if (repeats.length === 0) return result;
    const errors = { ...result.errors } as Record<string, unknown>;
    const authors = { ...((errors.authors as Record<string, unknown> | undefined) ?? {}) };
    for (const { i } of repeats) {
      const row = (authors[String(i)] as Record<string, unknown> | undefined) ?? {};
      authors[String(i)] = { ...row, email: { type: 'validation', message: submitterAsCoauthorMessage } };
    }
    errors.authors = authors;
    return { values: {}, errors: errors as FieldErrors<ProposalFormValues> };
  }) as FormResolver<ProposalFormValues, TOut>;
  wrapped.preload = resolver.preload;
  return wrapped;
}
