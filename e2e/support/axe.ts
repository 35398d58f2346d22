import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as a person sees it once it has settled: finite CSS transitions and
 * animations (a button re-enabled after a refused request fading back to its colour, a dialog
 * fading in) finish first, so colour contrast is measured on the final colours. A failure lists
 * each violated rule with the nodes it found.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
