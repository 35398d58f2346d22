import { expect, test, type Page } from '@playwright/test';

/** A screenshot at 1280 and at 390 wide, into the test's output folder, to look at. */
export async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The signed-in member opens «Estado de cuenta» from the menu. */
export async function openStatement(page: Page) {
  await page.getByRole('link', { name: 'Estado de cuenta', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible();
}
