import type { HoldingId } from '@dealer/domain';
import { builtHref } from '../../shared/layout/route-links.ts';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import type {
  BrandDetail,
  BrandItem,
  ModelDetail,
  ModelSummary,
  SeriesDetail,
} from './brand-data.ts';
import { brandCrumbs, brandHref, modelHref, stockHref } from './brand-links.ts';
import type { BrandCrumbStep } from './brand-links.ts';

// Every link of the brand pages is resolved here, on the server: the route table never ships to the browser.

export type LinkedBrand = BrandItem & { href: string | null };
export type LinkedModel = ModelSummary & { href: string | null };
export interface TopicLink {
  label: string;
  href: string;
}

export function linkedBrands(holdingId: HoldingId, brands: readonly BrandItem[]): LinkedBrand[] {
  return brands.map((brand) => ({ ...brand, href: brandHref(holdingId, brand.code) }));
}

export function linkedModels(
  holdingId: HoldingId,
  brand: string,
  models: readonly ModelSummary[],
): LinkedModel[] {
  return models.map((model) => ({ ...model, href: modelHref(holdingId, brand, model.code) }));
}

function topics(candidates: readonly { label: string; href: string | null }[]): TopicLink[] {
  return candidates.filter((topic): topic is TopicLink => topic.href !== null);
}

export function brandView(holdingId: HoldingId, detail: BrandDetail) {
  const { brand } = detail;
  const category = brand.categories[0];
  return {
    brand,
    models: linkedModels(holdingId, brand.code, detail.models),
    crumbs: brandCrumbs(holdingId, [], brand.nameEn),
    topics: topics([
      {
        label: `Кредит на ${brand.nameEn}`,
        href: builtHref(holdingId, 'brands-brand-credit', { brand: brand.code }),
      },
      {
        label: `Гарантия ${brand.nameEn}`,
        href: builtHref(holdingId, 'brands-brand-guaranty', { brand: brand.code }),
      },
      {
        label: `${brand.nameEn} в наличии`,
        href: category ? stockHref(holdingId, category, brand.code) : null,
      },
    ]),
  };
}

export function modelView(holdingId: HoldingId, detail: ModelDetail) {
  const { brand, model } = detail;
  const name = `${brand.nameEn} ${model.name}`;
  return {
    ...detail,
    crumbs: brandCrumbs(
      holdingId,
      [{ label: brand.nameEn, route: 'brands-brand', params: { brand: brand.code } }],
      model.name,
    ),
    series: detail.series.map((s) => ({
      ...s,
      href: builtHref(holdingId, 'brands-brand-model-series', {
        brand: brand.code,
        model: model.code,
        series: s.code,
      }),
    })),
    topics: topics([
      {
        label: `${name} в наличии: ${model.count}`,
        href: model.count > 0 ? stockHref(holdingId, model.category, brand.code, model.code) : null,
      },
      {
        label: `Кредит на ${name}`,
        href: builtHref(holdingId, 'brands-brand-model-credit', {
          brand: brand.code,
          model: model.code,
        }),
      },
    ]),
  };
}

export function seriesView(holdingId: HoldingId, detail: SeriesDetail) {
  const { brand, model, series } = detail;
  const trail: BrandCrumbStep[] = [
    { label: brand.nameEn, route: 'brands-brand', params: { brand: brand.code } },
    {
      label: model.name,
      route: 'brands-brand-model',
      params: { brand: brand.code, model: model.code },
    },
  ];
  return {
    ...detail,
    crumbs: brandCrumbs(holdingId, trail, series.name),
    stock: series.count > 0 ? stockHref(holdingId, model.category, brand.code, model.code) : null,
  };
}

/** A credit or guaranty page of a make, or the credit page of one model. */
export function topicView(
  holdingId: HoldingId,
  topic: 'credit' | 'guaranty',
  brand: BrandDetail['brand'],
  models: readonly ModelSummary[],
  model?: ModelSummary,
) {
  const trail: BrandCrumbStep[] = [
    { label: brand.nameEn, route: 'brands-brand', params: { brand: brand.code } },
  ];
  if (model)
    trail.push({
      label: model.name,
      route: 'brands-brand-model',
      params: { brand: brand.code, model: model.code },
    });
  const crumbs: BreadcrumbItem[] = brandCrumbs(
    holdingId,
    trail,
    topic === 'credit' ? 'Кредит' : 'Гарантия',
  );
  return {
    topic,
    brand,
    model,
    crumbs,
    models: linkedModels(holdingId, brand.code, models),
    stock: model ? stockHref(holdingId, model.category, brand.code, model.code) : null,
  };
}

export function listCrumbs(holdingId: HoldingId): BreadcrumbItem[] {
  return [
    { label: 'Главная', href: builtHref(holdingId, 'index') ?? undefined },
    { label: 'Марки' },
  ];
}
