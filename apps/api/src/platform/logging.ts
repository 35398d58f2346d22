import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export function createLogger(level: string) {
  return pino({
    level,
    base: { service: 'portal-api' },
    redact: {
      paths: ['req.headers.authorization', '*.password', '*.newPassword', '*.oldPassword', '*.token', '*.refreshToken'],
      censor: '[oculto]',
    },
  });
}
export type Logger = ReturnType<typeof createLogger>;

/** Carries the request id to code that has no request at hand (error masking). */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();
