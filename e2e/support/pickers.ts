import { expect, type Locator } from '@playwright/test';

/**
 * Types a date (`dd/mm/aaaa`) or a date and time (`dd/mm/aaaa hh:mm`) into a date picker field as
 * a person does: click the day, select all and delete what was there, type the digits (the field
 * moves from day to month to year to hours by itself).
 */
export async function typeDate(field: Locator, value: string) {
  const day = field.getByRole('spinbutton').first();
  await day.click();
  // On a busy machine the click's focus can land after the keys: type only once the day has it.
  await expect(day).toBeFocused();
  const page = field.page();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  // The cleared field keeps the focus: the digits fill it from the day on.
  await page.keyboard.type(value.replace(/\D/g, ''));
}

/** The field shows this date (`dd/mm/aaaa`, optionally ` hh:mm`), section by section. */
export async function expectDate(field: Locator, value: string) {
  const parts = value.split(/[/\s:]/);
  const sections = field.getByRole('spinbutton');
  await expect(sections).toHaveCount(parts.length);
  for (const [i, part] of parts.entries()) await expect(sections.nth(i)).toHaveText(part);
}
