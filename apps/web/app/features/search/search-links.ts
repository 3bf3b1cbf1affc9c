import type { SearchItemHit, SearchVehicleHit } from '@dealer/contract';
import { LISTING_CATEGORIES } from '@dealer/domain';
import type { HoldingId, HrefParams, HrefQuery, RouteName } from '@dealer/domain';
import type { SearchTab } from '@dealer/domain/search/overlay';
import { builtHref, builtPath } from '../../shared/layout/route-links.ts';

/** How links are resolved: to built pages only (DESIGN 3); injectable for tests. */
export interface LinkResolver {
  href: (
    holdingId: HoldingId,
    name: RouteName,
    params?: HrefParams,
    query?: HrefQuery,
  ) => string | null;
  path: (holdingId: HoldingId, path: string) => string | null;
}

const BUILT: LinkResolver = { href: builtHref, path: builtPath };

export function vehicleHitHref(
  holdingId: HoldingId,
  hit: SearchVehicleHit,
  links: LinkResolver = BUILT,
): string | null {
  return links.href(holdingId, 'catalog-id', { id: hit.id });
}

export function itemHitHref(
  holdingId: HoldingId,
  hit: SearchItemHit,
  links: LinkResolver = BUILT,
): string | null {
  return links.href(holdingId, 'item-code', { code: hit.acc_item_id });
}

function isListingCategory(value: string): value is (typeof LISTING_CATEGORIES)[number] {
  return LISTING_CATEGORIES.some((category) => category === value);
}

/**
 * «Смотреть все» of a result group: the model's listing in the catalogue query form
 * (/{type}/?mark=&model=, SPEC 2.4), or the store or parts category the group is named after.
 * Null while that page is not built, so the link is not shown.
 */
export function groupAllHref(
  holdingId: HoldingId,
  tab: SearchTab,
  group: { GroupKey: string; Group: readonly (SearchVehicleHit | SearchItemHit)[] },
  links: LinkResolver = BUILT,
): string | null {
  const first = group.Group[0];
  if (!first) return null;
  if (tab === 'vehicles') {
    if (!('filters' in first)) return null;
    const { car_type_code: type, mark_code: mark, model_code: model } = first.filters;
    return isListingCategory(type) ? links.href(holdingId, type, {}, { mark, model }) : null;
  }
  if (!('accCategory' in first)) return null;
  const level = first.accCategory.findIndex((category) => category.nameRu === group.GroupKey);
  if (level < 0) return null;
  const codes = first.accCategory.slice(0, level + 1).map((category) => category.code);
  return links.path(holdingId, `/${tab === 'parts' ? 'parts' : 'store'}/${codes.join('/')}/`);
}
