import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';
import { passwordShape } from '@portal/domain/passwords';
import { isCommonPassword } from './common-passwords';

/** OWASP minimum for argon2id: 19 MiB, 2 iterations, 1 lane. (@node-rs/argon2 defaults to argon2id.) */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
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
