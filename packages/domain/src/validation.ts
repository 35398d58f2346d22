import type { z } from 'zod';

/** Flattens a zod error into `{ field: message }`, the shape of BAD_USER_INPUT `extensions.fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
