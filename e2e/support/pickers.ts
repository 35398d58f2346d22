import { expect, type Locator } from '@playwright/test';

/**
 * Types a date (`dd/mm/aaaa`), a date and time (`dd/mm/aaaa hh:mm`) or a leading part of one
 * (`dd/mm`) into a date picker field as a person does: click the day, select all and delete what
 * was there, type the digits (the field moves from day to month to year to hours by itself).
 * Then it checks that the sections show what was typed; on a busy machine a keystroke can reach
 * the field before it is ready, so the whole gesture is repeated until they do.
 */
export async function typeDate(field: Locator, value: string) {
  const parts = value.split(/[/\s:]/);
  const sections = field.getByRole('spinbutton');
  const page = field.page();
  await expect(async () => {
    const day = sections.first();
    await day.click();
    await expect(day).toBeFocused({ timeout: 2_000 });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    // The cleared field keeps the focus: the digits fill it from the day on.
    await page.keyboard.type(parts.join(''));
    for (const [i, part] of parts.entries()) await expect(sections.nth(i)).toHaveText(part, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The field shows this date (`dd/mm/aaaa`, optionally ` hh:mm`), section by section. */
export async function expectDate(field: Locator, value: string) {
  const parts = value.split(/[/\s:]/);
  const sections = field.getByRole('spinbutton');
  await expect(sections).toHaveCount(parts.length);
  for (const [i, part] of parts.entries()) await expect(sections.nth(i)).toHaveText(part);
}
