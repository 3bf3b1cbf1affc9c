import { expect, test } from '@playwright/test';
import { DEFAULT_BRAND_LOGO } from '@dealer/domain';
import { diagonal, siteUrl } from './support/site.ts';
import { api, open } from './catalog-card-support.ts';
import { seriousIssues } from './support/axe.ts';

// SPEC 2.3: /brands, a make, its model and series, credit and guaranty pages.
test.describe.configure({ timeout: 90_000 });

interface Brands {
  data: { code: string; nameEn: string; count: number; mark: { logo: string } }[];
}
interface BrandDetail {
  models: { code: string; name: string; count: number }[];
}
interface ModelDetail {
  series: { code: string; name: string }[];
}

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('the list of makes links each make; mini and bmw show the default logo', async ({
      page,
      request,
    }) => {
      const { data } = await api<Brands>(request, holding, '/brands');
      await open(page, holding, '/brands/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Марки автомобилей');
      const first = data[0];
      if (!first) throw new Error('no makes');
      await expect(page.getByRole('link', { name: first.nameEn, exact: true })).toHaveAttribute(
        'href',
        `/brands/${first.code}/`,
      );
      const bmw = data.find((b) => b.code === 'bmw' || b.code === 'mini');
      if (bmw) {
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: bmw.nameEn, exact: true }) });
        await expect(card.locator('img')).toHaveAttribute('src', DEFAULT_BRAND_LOGO);
      }
      expect(await seriousIssues(page)).toEqual([]);
    });

    test('a make, its model and series pages, with breadcrumbs back', async ({ page, request }) => {
      const { data } = await api<Brands>(request, holding, '/brands');
      const brand = data.find((b) => b.count > 0);
      if (!brand) throw new Error('no make in stock');
      const detail = await api<BrandDetail>(request, holding, `/brands/${brand.code}`);
      const model = detail.models.find((m) => m.count > 0) ?? detail.models[0];
      if (!model) throw new Error('no model');
      await open(page, holding, `/brands/${brand.code}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.nameEn);
      await expect(page.getByRole('link', { name: `Кредит на ${brand.nameEn}` })).toHaveAttribute(
        'href',
        `/brands/${brand.code}/credit/`,
      );
      await expect(page.getByRole('link', { name: `Гарантия ${brand.nameEn}` })).toHaveAttribute(
        'href',
        `/brands/${brand.code}/guaranty/`,
      );
      expect(await seriousIssues(page)).toEqual([]);
      await page.getByRole('link', { name: `${brand.nameEn} ${model.name}`, exact: true }).click();
      await expect(page).toHaveURL(siteUrl(holding, `/brands/${brand.code}/${model.code}/`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${brand.nameEn} ${model.name}`,
      );
      const { series } = await api<ModelDetail>(
        request,
        holding,
        `/brands/${brand.code}/${model.code}`,
      );
      const first = series[0];
      if (first) {
        await page.getByRole('link', { name: first.name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `${brand.nameEn} ${model.name} ${first.name}`,
        );
        await page
          .getByRole('navigation', { name: 'Хлебные крошки' })
          .getByRole('link', { name: brand.nameEn })
          .click();
        await expect(page).toHaveURL(siteUrl(holding, `/brands/${brand.code}/`));
      }
    });

    test('credit, guaranty and model credit pages answer; an unknown make is a 404', async ({
      page,
      request,
    }) => {
      const { data } = await api<Brands>(request, holding, '/brands');
      const brand = data.find((b) => b.count > 0);
      if (!brand) throw new Error('no make in stock');
      const detail = await api<BrandDetail>(request, holding, `/brands/${brand.code}`);
      const model = detail.models[0];
      await open(page, holding, `/brands/${brand.code}/credit/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Кредит на ${brand.nameEn}`);
      await open(page, holding, `/brands/${brand.code}/guaranty/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Гарантия ${brand.nameEn}`);
      if (model) {
        await open(page, holding, `/brands/${brand.code}/${model.code}/credit/`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `Кредит на ${brand.nameEn} ${model.name}`,
        );
      }
      const missing = await page.goto(siteUrl(holding, '/brands/no-such-make/'));
      expect(missing?.status()).toBe(404);
    });
  });
}
