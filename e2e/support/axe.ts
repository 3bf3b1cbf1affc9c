import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/** axe-core: the serious and critical issues of the page as it is now, each with where it is. */
export async function seriousIssues(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
