import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';
import { passwordShape } from '@portal/domain/passwords';
import { defaultPasswordConcurrency } from '../../config';
import { ConcurrencyLimiter } from '../../platform/concurrency';
import { tooManyRequests } from '../../platform/errors';
import { isCommonPassword } from './common-passwords';

/** OWASP minimum for argon2id: 19 MiB, 2 iterations, 1 lane. (@node-rs/argon2 defaults to argon2id.) */
export const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every argon2 hash and check goes through this limiter, so a burst of sign-ins waits in a
 * bounded queue (or is refused with TOO_MANY_REQUESTS) instead of taking every CPU and pool
 * thread from the other requests. Process-wide, like the thread pool it protects.
 */
let passwordWork = new ConcurrencyLimiter(defaultPasswordConcurrency(), 64, busy);

function busy() {
  return tooManyRequests(5, 'Hay demasiados inicios de sesión en curso.');
}

/** Sets the limits (from the configuration; a running task keeps its slot in the old limiter). */
export function configurePasswordWork(limits: { concurrency: number; queue: number }): void {
  if (passwordWork.concurrency === limits.concurrency && passwordWork.queue === limits.queue) return;
  passwordWork = new ConcurrencyLimiter(limits.concurrency, limits.queue, busy);
}

export const passwordWorkLimiter = () => passwordWork;

export const hashPassword = (password: string) => passwordWork.run(() => hash(password, ARGON2));

/** Whether `password` matches; TOO_MANY_REQUESTS when too many checks already wait. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown user cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('contraseña-de-relleno-para-tiempos');
  await verifyPassword(await dummyHash, password);
}

/** The server's password rule: the shared shape plus the list of common passwords. */
export const newPasswordRule = passwordShape.refine((p) => !isCommonPassword(p), {
  message: 'Esa contraseña es muy común y fácil de adivinar. Elija otra.',
});

/** `{ newPassword }` checked with the server's rule, so its message lands on the field. */
export const newPasswordInput = z.object({ newPassword: newPasswordRule });
