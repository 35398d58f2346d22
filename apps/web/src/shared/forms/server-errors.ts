import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessageOf, graphQLErrorsOf } from '../graphql-errors';

/** `extensions.fields` of BAD_USER_INPUT and CONFLICT errors, first message per field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of graphQLErrorsOf(error)) {
    const code = e.extensions?.code;
    const f = e.extensions?.fields;
    if ((code !== 'BAD_USER_INPUT' && code !== 'CONFLICT') || !f || typeof f !== 'object') continue;
    for (const [key, message] of Object.entries(f as Record<string, unknown>)) {
      if (typeof message === 'string') fields[key] ??= message;
    }
  }
  return fields;
}

/**
 * The one server-error mapper of the forms: BAD_USER_INPUT and CONFLICT messages go on the
 * form's own fields (`aliases` renames a server field, e.g. `yearlyFeeCents` → `yearlyFee`);
 * returns the text for the form's single alert (messages of fields the form does not show, or
 * the server's message when nothing could be placed), or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: ReadonlyArray<string>,
  aliases: Readonly<Record<string, string>> = {},
  /** Place `a.1.b` when `a` is one of the form's fields. */
  nested = false,
): string | null {
  const leftovers: string[] = [];
  let placed = 0;
  for (const [serverField, message] of Object.entries(serverFieldErrors(error))) {
    const field = aliases[serverField] ?? serverField;
    if (formFields.includes(field) || (nested && formFields.includes(field.split('.')[0]))) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      leftovers.push(message);
    }
  }
  if (leftovers.length > 0) return [...new Set(leftovers)].join(' ');
  return placed > 0 ? null : errorMessageOf(error);
}

/**
 * A BAD_USER_INPUT found before sending (e.g. a broken link's token), shaped as the server's
 * answer so that `applyServerErrors` places it like any other.
 */
export function clientInputError(message: string, fields: Record<string, string> = {}) {
  return { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields } }] };
}
