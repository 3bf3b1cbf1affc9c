import type { CatalogFacets, FacetValue } from '@dealer/contract';
import { CAR_COLORS, LIST_KEYS } from '@dealer/domain';
import type { HoldingId, ListingQuery, ListKey } from '@dealer/domain';
import { builtPath } from '../../shared/layout/links.ts';
import { labelKey } from './listing-data.ts';
import type { FacetOption, FilterGroup, PanelRangeKey, RangeBounds, RelatedLink } from './listing-data.ts';

/** The list filters of the panel, in panel order; years are a range there, offers come from fixed pages. */
const PANEL_KEYS: readonly ListKey[] = [
  'mark',
  'model',
  'bodyType',
  'motoClass',
  'commercialType',
  'colorGroup',
  'country',
  'driveType',
  'engineType',
  'gearType',
  'numberOfSeats',
  'dealer',
];

function option(value: FacetValue): FacetOption {
  return { value: value.value, label: value.label, count: value.count };
}

/** Models of the chosen marks only (a model's facet value names its mark as parent). */
function modelOptions(values: readonly FacetValue[], marks: readonly string[]): FacetOption[] {
  return values.filter((value) => value.parent !== undefined && marks.includes(value.parent)).map(option);
}

/** The chosen values stay in the panel even when no vehicle has them under the other filters. */
function withSelected(options: FacetOption[], selected: readonly string[]): FacetOption[] {
  const missing = selected.filter((value) => !options.some((o) => o.value === value));
  return [...options, ...missing.map((value) => ({ value, label: value, count: 0 }))];
}

export function filterGroups(facets: CatalogFacets | null, query: ListingQuery): FilterGroup[] {
  if (!facets) return [];
  return PANEL_KEYS.flatMap((key) => {
    const values = facets.values[key];
    const base = key === 'model' ? modelOptions(values, query.mark) : values.map(option);
    const options = withSelected(base, query[key]);
    if (key === 'model' && query.mark.length === 0) return [];
    return options.length > 0 ? [{ key, options }] : [];
  });
}

export function rangeBounds(facets: CatalogFacets | null, query: ListingQuery): Partial<Record<PanelRangeKey, RangeBounds>> {
  const out: Partial<Record<PanelRangeKey, RangeBounds>> = {};
  if (!facets) return out;
  for (const key of ['price', 'year', 'mileage'] as const) {
    const range = facets.ranges[key];
    // Mileage means nothing among new vehicles only.
    if (key === 'mileage' && query.condition === 'new') continue;
    if (range && range.max > range.min) out[key] = range;
  }
  return out;
}

/** The colour pages of the colours the stock has, for the page that lists colours (SPEC 2.4). */
export function colorPageLinks(facets: CatalogFacets | null, holdingId: HoldingId): RelatedLink[] {
  return CAR_COLORS.flatMap(({ slug, adjective }) => {
    const count = facets?.values.colorGroup.find((v) => v.value === slug)?.count ?? 0;
    const href = count > 0 ? builtPath(holdingId, `/cars/${slug}/`) : null;
    return href ? [{ label: `${adjective} автомобили`, count, href }] : [];
  });
}

/** Names of the active values for their removal chips; a value the facets do not name shows as is. */
export function activeLabels(facets: CatalogFacets | null, query: ListingQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of LIST_KEYS) {
    for (const value of query[key]) {
      const found = facets?.values[key].find((v) => v.value === value);
      out[labelKey(key, value)] = found?.label ?? value;
    }
  }
  return out;
}
