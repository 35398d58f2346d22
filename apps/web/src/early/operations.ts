/**
 * The operations whose text the early script carries (printed at build time as the app's Apollo
 * client prints them: vite-early-requests.ts), by operation name.
 */
export const EARLY_OPERATIONS = ['Me', 'Users', 'MyProfile'] as const;
export type EarlyOperation = (typeof EARLY_OPERATIONS)[number];
export type EarlyTexts = Record<EarlyOperation, string>;
