import type { SeedContext, Tx } from './seed-context';

/** Demo personal, professional and academic data of the demo accounts. */
export async function seedProfileDemo(_tx: Tx, _ctx: SeedContext): Promise<void> {}
