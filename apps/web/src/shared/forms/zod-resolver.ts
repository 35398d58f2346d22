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
 * Forms are flat: an issue lands on the top-level field of its path (or on `root` without one).
 */
export function zodFormResolver<TForm extends FieldValues, TOut = TForm>(
  schema: SchemaSource<TOut>,
  toInput: (values: TForm) => unknown = (values) => values,
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
