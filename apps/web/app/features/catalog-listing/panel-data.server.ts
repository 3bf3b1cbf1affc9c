import type { CatalogFacets } from '@dealer/contract';
import { CAR_COLORS } from '@dealer/domain';
import type { HoldingId } from '@dealer/domain';
import { builtPath } from '../../shared/layout/route-links.ts';
import type { RelatedLink } from './listing-data.ts';

/** The colour pages of the colours the stock has, for the page that lists colours (SPEC 2.4). */
export function colorPageLinks(facets: CatalogFacets | null, holdingId: HoldingId): RelatedLink[] {
  return CAR_COLORS.flatMap(({ slug, adjective }) => {
    const count = facets?.values.colorGroup.find((v) => v.value === slug)?.count ?? 0;
    const href = count > 0 ? builtPath(holdingId, `/cars/${slug}/`) : null;
    return href ? [{ label: `${adjective} автомобили`, count, href }] : [];
  });
}
