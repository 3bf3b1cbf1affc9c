import { expect, test } from '@playwright/test';
import { siteUrl } from './support/site.ts';

// SPEC 2.2 scrolling: a new page scrolls smoothly to the top (going back is covered by the card suite).
test('the scroll to the top is smooth, not a jump', async ({ page }) => {
  await page.goto(siteUrl(1, '/'));
  // A click before the page woke is the browser's own navigation (a new document, no scroll).
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => document.body.style.setProperty('min-height', '6000px'));
  await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
  await page.evaluate(() => {
    const w = window as unknown as { scrollSamples: number[] };
    w.scrollSamples = [];
    window.addEventListener('scroll', () => w.scrollSamples.push(window.scrollY));
  });
  await page.evaluate(() =>
    (document.querySelector('a[href="/en/about/"]') as HTMLAnchorElement).click(),
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const samples = await page.evaluate(
    () => (window as unknown as { scrollSamples: number[] }).scrollSamples,
  );
  // A smooth scroll passes through positions between the start and the top.
  expect(samples.some((y) => y > 0 && y < 3000)).toBe(true);
});
