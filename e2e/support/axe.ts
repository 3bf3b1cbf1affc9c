import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * axe-core: the serious and critical issues of the page as it is now, each with where it is.
 * Colours are read at rest: running transitions (a button's 0.15 s colour change after a hover or a
 * late style) are finished first, or their halfway colour would be measured as the contrast.
 */
export async function seriousIssues(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
