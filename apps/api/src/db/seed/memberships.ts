import type { SeedContext, Tx } from './seed-context';

/** Demo memberships and charges of the demo accounts, and a few hundred synthetic members. */
export async function seedMembershipDemo(_tx: Tx, _ctx: SeedContext): Promise<void> {}
