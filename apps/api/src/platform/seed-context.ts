import type { Tx } from './db';
import type { FileStorage } from './storage';

export type { Tx };

/** What the base demo seed created, for the per-domain demo seeds. */
export type SeedContext = {
  year: number;
  /** argon2id hash of the demo password, reused for synthetic accounts. */
  passwordHash: string;
  /** Demo account id by e-mail. */
  accountIds: Record<string, string>;
  /** The demo accounts that hold USER (members and applicants), and those that are members this year. */
  userIds: string[];
  memberIds: string[];
  /** Membership categories: Socio Pleno, Socio Adherente, Socio Estudiante. */
  categoryIds: number[];
  conferenceId: number;
  /** Where seeds store files; absent when the caller keeps no files. */
  storage?: FileStorage;
};
