import type { GlobalRole } from '@portal/domain/roles';

type Actor = { id: string; roles: readonly GlobalRole[] };

/** The people who manage users (spec section 2: SYSADMIN and ADMIN, /usuarios). */
const USER_MANAGERS: readonly GlobalRole[] = ['SYSADMIN', 'ADMIN'];

/** Everyone edits their own personal, professional and academic data ("Mi perfil"). */
export const canEditOwnProfile = (actor: Actor, targetUserId: string) => actor.id === targetUserId;

/**
 * Correcting someone else's personal, professional and academic data from the user's detail:
 * SYSADMIN and ADMIN, on any person (every change is audited). Account data (e-mail, document)
 * stays with its owner.
 */
export const canEditUserProfile = (actor: Actor) => actor.roles.some((r) => USER_MANAGERS.includes(r));
