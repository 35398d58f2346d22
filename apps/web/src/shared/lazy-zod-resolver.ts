import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts downloading the schema (call on mount so it is ready before the first submit). */
  preload: () => void;
}

/**
 * A zod resolver whose schema and validator download after the screen is drawn. zod is about
 * 20 KB gzipped: the login screen stays within its first-download budget and still validates
 * with the shared schema (and its Spanish messages) before anything is sent.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): LazyResolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
    ).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  const resolver = (async (values, context, options) => (await load())(values, context, options)) as LazyResolver<T>;
  resolver.preload = () => void load().catch(() => undefined);
  return resolver;
}
