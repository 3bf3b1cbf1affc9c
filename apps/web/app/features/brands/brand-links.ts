import type { HoldingId, RouteName } from '@dealer/domain';
import { LISTING_CATEGORIES } from '@dealer/domain';
import { builtHref } from '../../shared/layout/route-links.ts';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';

/** The stock of a make or model in its listing, in the catalogue query form (SPEC 2.4); null until built. */
export function stockHref(
  holdingId: HoldingId,
  category: string,
  mark: string,
  model?: string,
): string | null {
  const listing = LISTING_CATEGORIES.find((c) => c === category);
  return listing ? builtHref(holdingId, listing, {}, { mark, model }) : null;
}

export function brandHref(holdingId: HoldingId, brand: string): string | null {
  return builtHref(holdingId, 'brands-brand', { brand });
}

export function modelHref(holdingId: HoldingId, brand: string, model: string): string | null {
  return builtHref(holdingId, 'brands-brand-model', { brand, model });
}

export interface BrandCrumbStep {
  label: string;
  route: RouteName;
  params?: Readonly<Record<string, string>>;
}

/** Главная → Марки → the make → the model → the series; each a link once its page is built. */
export function brandCrumbs(
  holdingId: HoldingId,
  trail: readonly BrandCrumbStep[],
  current: string,
): BreadcrumbItem[] {
  return [
    { label: 'Главная', href: builtHref(holdingId, 'index') ?? undefined },
    { label: 'Марки', href: builtHref(holdingId, 'brands') ?? undefined },
    ...trail.map((step) => ({
      label: step.label,
      href: builtHref(holdingId, step.route, step.params) ?? undefined,
    })),
    { label: current },
  ];
}
