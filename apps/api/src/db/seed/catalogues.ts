import type { SeedContext, Tx } from './seed-context';

/** Demo institutions, universities and other catalogues. */
export async function seedCatalogues(_tx: Tx, _ctx: SeedContext): Promise<void> {}
