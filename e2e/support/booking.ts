import { expect, type Locator } from '@playwright/test';

/**
 * The booking's date choice: before the dealer's days are known (no JavaScript, no «Показать»
 * yet) a date input; with them, a list of the dealer's days where a full day cannot be chosen.
 * Picks `day` or the first day with places after it; answers the day chosen.
 */
export async function pickVisitDay(step: Locator, day: string, js: boolean): Promise<string> {
  const list = step.locator('select[name="date"]');
  // With JavaScript a chosen dealer brings its days at once.
  if (js) await expect(list).toBeVisible();
  if ((await list.count()) === 0) {
    await step.locator('input[name="date"]').fill(day);
    return day;
  }
  const open = await list
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const chosen = open.find((value) => value >= day) ?? open.filter(Boolean).at(-1) ?? '';
  await list.selectOption(chosen);
  return chosen;
}
