import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { fieldErrors } from '@portal/domain/validation';

/** The error codes of the wire contract (PRODUCT.md section 3). */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'TOO_MANY_REQUESTS';
export const contractCodes = new Set<string>(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT', 'TOO_MANY_REQUESTS']);

const fail = (code: ErrorCode, message: string, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extra } });

export const unauthenticated = (message = 'La sesión expiró o no es válida. Inicie sesión nuevamente.') => fail('UNAUTHENTICATED', message);
export const forbidden = (message = 'No tiene permisos para realizar esta acción.') => fail('FORBIDDEN', message);
export const accessTokenExpired = () => fail('FORBIDDEN', 'El token de acceso expiró.', { reason: 'TOKEN_EXPIRED' });
export const notFound = (message = 'No se encontró lo solicitado.') => fail('NOT_FOUND', message);
export const badInput = (fields: Record<string, string>, message?: string) =>
  fail('BAD_USER_INPUT', message ?? Object.values(fields)[0] ?? 'Los datos ingresados no son válidos.', { fields });
export const conflict = (message: string, fields?: Record<string, string>) => fail('CONFLICT', message, fields ? { fields } : {});
export const tooManyRequests = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return fail(
    'TOO_MANY_REQUESTS',
    `Demasiados intentos fallidos. Intente nuevamente en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    { retryAfter: retryAfterSeconds },
  );
};

/** Parses `input` with the shared zod schema or throws BAD_USER_INPUT with per-field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(fieldErrors(result.error));
  return result.data;
}
