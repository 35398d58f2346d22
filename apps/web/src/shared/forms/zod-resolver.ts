import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

type SchemaSource<TOut> = ZodType<TOut> | (() => Promise<ZodType<TOut>>);

export interface FormResolver<TForm extends FieldValues, TOut> extends Resolver<TForm, unknown, TOut> {
  /** Starts loading a lazy schema (call on mount so it is ready before the first submit). */
  preload: () => void;
}

/**
 * The one zod resolver of the web app. Validates with a shared domain schema (the same Spanish
 * messages as the server) and hands the schema's output to the submit handler.
 *
 * - `schema` may be a loader (`() => import('@portal/domain/auth').then((m) => m.loginInput)`):
 *   zod then downloads after the screen is drawn (the login screen keeps its budget).
 * - `toInput` maps what the form holds (options with names, dates as text) to the schema's input.
 *
 * Forms are flat by default: an issue lands on the top-level field of its path (or on `root`
 * without one). With `{ nested: true }` (forms with lists: authors, a panel's papers) it lands on
 * its whole path (`authors.1.email`); an issue about a list itself lands on the list's `root`.
 */
export function zodFormResolver<TForm extends FieldValues, TOut = TForm>(
  schema: SchemaSource<TOut>,
  toInput: (values: TForm) => unknown = (values) => values,
  options: { nested?: boolean } = {},
): FormResolver<TForm, TOut> {
  let loaded: Promise<ZodType<TOut>> | undefined;
  const load = (): Promise<ZodType<TOut>> => {
    if (typeof schema !== 'function') return Promise.resolve(schema);
    loaded ??= schema().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const resolver = (async (values: TForm) => {
    const result = await (await load()).safeParseAsync(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    if (options.nested) return { values: {}, errors: nestedErrors(values, result.error.issues) as FieldErrors<TForm> };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? String(issue.path[0]) : 'root';
      errors[key] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TForm> };
  }) as unknown as FormResolver<TForm, TOut>;
  resolver.preload = () => void load().catch(() => undefined);
  return resolver;
}

type ErrorTree = { [key: string]: ErrorTree | { type: string; message: string } | undefined };

/** react-hook-form's nested error shape: the first message per path; a list's own message on its `root`. */
function nestedErrors(values: unknown, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): ErrorTree {
  const errors: ErrorTree = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    let value: unknown = values;
    for (const key of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    const keys = path.length === 0 ? ['root'] : Array.isArray(value) ? [...path, 'root'] : path;
    let node = errors;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as ErrorTree;
    const last = keys[keys.length - 1];
    node[last] ??= { type: 'validation', message: issue.message };
  }
  return errors;
}
