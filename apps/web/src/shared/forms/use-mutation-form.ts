import { useCallback, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { notify } from '../notify';
import { applyServerErrors } from './server-errors';

interface Options<TForm extends FieldValues, TOut, TResult> {
  resolver: Resolver<TForm, unknown, TOut>;
  defaultValues: DefaultValues<TForm>;
  /** Sends the validated values (the schema's output); throws what the server answered. */
  mutate: (values: TOut) => Promise<TResult>;
  /** The success notification (none when omitted or null). */
  success?: string | ((result: TResult, values: TOut) => string | null) | null;
  /** After the notification: navigate, close a dialog, reset the form… */
  onSuccess?: (result: TResult, values: TOut, form: UseFormReturn<TForm, unknown, TOut>) => void;
  /** Server field names the form shows under another name. */
  aliases?: Readonly<Record<string, string>>;
  /** The fields that take server messages (default: every field); the rest go to the alert. */
  serverFields?: ReadonlyArray<string>;
  /** Server messages on nested paths (`authors.1.email`) go on those fields when their top-level field is the form's. */
  nested?: boolean;
}

export interface MutationForm<TForm extends FieldValues, TOut> {
  form: UseFormReturn<TForm, unknown, TOut>;
  /** The form's onSubmit. */
  submit: (event?: FormEvent) => Promise<void>;
  /** The text of the form's single alert, or null. */
  serverError: string | null;
  submitting: boolean;
  clearServerError: () => void;
}

/**
 * A form whose submit runs a mutation: validation with the shared schema, then the mutation;
 * on success a notification, on failure BAD_USER_INPUT / CONFLICT messages on their fields and
 * the rest in one alert. The fields are the keys of `defaultValues`.
 */
export function useMutationForm<TForm extends FieldValues, TOut = TForm, TResult = unknown>({
  resolver,
  defaultValues,
  mutate,
  success,
  onSuccess,
  aliases,
  serverFields,
  nested,
}: Options<TForm, TOut, TResult>): MutationForm<TForm, TOut> {
  const form = useForm<TForm, unknown, TOut>({ resolver, defaultValues });
  const [serverError, setServerError] = useState<string | null>(null);
  const clearServerError = useCallback(() => setServerError(null), []);
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    let result: TResult;
    try {
      result = await mutate(values);
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError, serverFields ?? Object.keys(defaultValues), aliases, nested));
      return;
    }
    const message = typeof success === 'function' ? success(result, values) : success;
    if (message) notify(message, 'success');
    onSuccess?.(result, values, form);
  });
  // A schema refinement without a path lands on `root`: it belongs to no field either.
  const rootError = (form.formState.errors as { root?: { message?: string } }).root?.message ?? null;
  return { form, submit, serverError: serverError ?? rootError, submitting: form.formState.isSubmitting, clearServerError };
}
