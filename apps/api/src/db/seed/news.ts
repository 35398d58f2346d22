import type { SeedContext, Tx } from './seed-context';

/** Demo news items and journal issues. */
export async function seedNewsDemo(_tx: Tx, _ctx: SeedContext): Promise<void> {}
