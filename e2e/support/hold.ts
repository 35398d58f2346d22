import type { Page } from '@playwright/test';

/**
 * Holds the page's requests for the GraphQL operation `name` until the returned `release` is
 * called (then they go on as usual); call `page.unrouteAll` when done.
 */
export async function holdOperation(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === name) await released;
    await route.fallback();
  });
  return release;
}
