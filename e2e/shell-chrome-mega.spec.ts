import { expect, test } from '@playwright/test';
import { EMPTY_MENU_DATA } from '../apps/web/app/shared/layout/menu/menu-data.ts';
import { resolveMenu } from '../apps/web/app/shared/layout/menu/menu-model.ts';
import { builtPath, isPhone, makeScrollable, openPage, scrollToY } from './shell-chrome-support.ts';

// SPEC 2.11 mega-menus of the desktop navigation: hover, mouse leave, scroll, keyboard.
// They exist once a section has entries of built pages; until then the suite has nothing to open.
for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, () => {
    const sections = resolveMenu(holding, EMPTY_MENU_DATA, (path) => builtPath(holding, path));
    const withPanel = sections.find((s) => s.hover && s.children.length > 0);

    test('a mega-menu opens on hover and closes on mouse leave and on scroll', async ({ page }) => {
      test.skip(isPhone(page), 'the desktop navigation is hidden on phones (the side menu has it)');
      test.skip(!withPanel, 'no built section has entries yet');
      if (!withPanel) return;
      await openPage(page, holding);
      await makeScrollable(page);
      const nav = page.getByRole('navigation', { name: 'Основное меню' });
      const toggle = nav.getByRole('button', { name: `Разделы: ${withPanel.label}` });
      const first = withPanel.children[0]!;
      await nav.getByText(withPanel.label, { exact: true }).hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: first.label, exact: true }).first()).toBeVisible();
      await page.mouse.move(700, 850);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await nav.getByText(withPanel.label, { exact: true }).hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await scrollToY(page, 40);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    test('a mega-menu works by keyboard: Enter opens, Tab enters, Escape closes with focus back', async ({
      page,
    }) => {
      test.skip(isPhone(page), 'the desktop navigation is hidden on phones (the side menu has it)');
      test.skip(!withPanel, 'no built section has entries yet');
      if (!withPanel) return;
      await openPage(page, holding);
      const nav = page.getByRole('navigation', { name: 'Основное меню' });
      const toggle = nav.getByRole('button', { name: `Разделы: ${withPanel.label}` });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    test('«Акции» is a plain link: no hover menu', async ({ page }) => {
      const actions = sections.find((s) => s.key === 'actions');
      test.skip(isPhone(page) || !actions, 'the promotions page is not built yet');
      await openPage(page, holding);
      const nav = page.getByRole('navigation', { name: 'Основное меню' });
      await nav.getByRole('link', { name: 'Акции', exact: true }).hover();
      await expect(nav.getByRole('button', { name: 'Разделы: Акции' })).toHaveCount(0);
      await expect(nav.locator('[aria-expanded="true"]')).toHaveCount(0);
    });
  });
}
