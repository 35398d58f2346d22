import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessageOf, graphQLErrorsOf } from '../../shared/graphql-errors';

/**
 * Like shared/server-form-errors, but also places CONFLICT messages that name a field
 * (e-mail or document already in use, repeated category name) on that field.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, formFields: ReadonlyArray<Path<T>>): string | null {
  const leftovers: string[] = [];
  let placed = 0;
  for (const e of graphQLErrorsOf(error)) {
    const fields = e.extensions?.fields;
    if (!fields || typeof fields !== 'object') continue;
    for (const [field, message] of Object.entries(fields as Record<string, unknown>)) {
      if (typeof message !== 'string') continue;
      if ((formFields as ReadonlyArray<string>).includes(field)) {
        setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
        placed += 1;
      } else leftovers.push(message);
    }
  }
  if (leftovers.length) return [...new Set(leftovers)].join(' ');
  return placed > 0 ? null : errorMessageOf(error);
}
