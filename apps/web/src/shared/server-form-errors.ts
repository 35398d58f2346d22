import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessageOf, fieldErrorsOf } from './graphql-errors';

/**
 * Puts BAD_USER_INPUT messages on the form's own fields and returns the message left for an
 * Alert (the server's message, or the messages of fields the form does not show), or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: ReadonlyArray<Path<T>>,
): string | null {
  const fields = fieldErrorsOf(error);
  const leftovers: string[] = [];
  let placed = 0;
  for (const [field, message] of Object.entries(fields)) {
    if ((formFields as ReadonlyArray<string>).includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      leftovers.push(message);
    }
  }
  if (leftovers.length > 0) return [...new Set(leftovers)].join(' ');
  return placed > 0 ? null : errorMessageOf(error);
}
