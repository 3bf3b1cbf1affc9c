import type { CatalogFacets, FacetValue } from '@dealer/contract';
import {
  BOUND_KEYS,
  DEFAULT_SORT,
  LIST_KEYS,
  embedFieldName,
  embedFixedKeys,
  embedScopePairs,
} from '@dealer/domain';
import type { CatalogEmbed, ListingBase, ListingQuery, ListKey } from '@dealer/domain';
import { labelKey } from './listing-data.ts';
import type {
  FacetOption,
  FilterGroup,
  HiddenField,
  ListingPanel,
  PanelRangeKey,
  RangeBounds,
} from './listing-data.ts';

// The filter panel from the API's facets: on the server for the page, in the browser for the count
// before applying (use-pending-listing.ts), so both show the same panel for the same state.

/** List filters without a group of their own: years are a range there, offers come from fixed pages. */
type Ungrouped = 'year' | 'flags';

/** The panel's groups in panel order: the domain's list filters (LIST_KEYS) but the ungrouped. */
const PANEL_KEYS = [
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
] as const satisfies readonly Exclude<ListKey, Ungrouped>[];

// A list filter added to the domain stops the build here until it has a place in the panel above.
type Unplaced = Exclude<ListKey, Ungrouped | (typeof PANEL_KEYS)[number]>;
const _everyFilterPlaced: [Unplaced] extends [never] ? true : Unplaced = true;

function option(value: FacetValue): FacetOption {
  return { value: value.value, label: value.label, count: value.count };
}

/** Models of the chosen marks only (a model's facet value names its mark as parent). */
function modelOptions(values: readonly FacetValue[], marks: readonly string[]): FacetOption[] {
  return values
    .filter((value) => value.parent !== undefined && marks.includes(value.parent))
    .map(option);
}

/** The chosen values stay in the panel even when no vehicle has them under the other filters. */
function withSelected(options: FacetOption[], selected: readonly string[]): FacetOption[] {
  const missing = selected.filter((value) => !options.some((o) => o.value === value));
  return [...options, ...missing.map((value) => ({ value, label: value, count: 0 }))];
}

export function filterGroups(
  facets: CatalogFacets | null,
  query: ListingQuery,
  embed?: CatalogEmbed,
): FilterGroup[] {
  if (!facets) return [];
  return PANEL_KEYS.flatMap((key) => {
    const values = facets.values[key];
    const base = key === 'model' ? modelOptions(values, query.mark) : values.map(option);
    const options = withSelected(base, query[key]);
    if (key === 'model' && query.mark.length === 0) return [];
    return options.length > 0 ? [{ key, name: embedFieldName(embed, key), options }] : [];
  });
}

export function rangeBounds(
  facets: CatalogFacets | null,
  query: ListingQuery,
): Partial<Record<PanelRangeKey, RangeBounds>> {
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

/** Names of the active values for their removal chips; a value the facets do not name shows as is. */
export function activeLabels(
  facets: CatalogFacets | null,
  query: ListingQuery,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of LIST_KEYS) {
    for (const value of query[key]) {
      const found = facets?.values[key].find((v) => v.value === value);
      out[labelKey(key, value)] = found?.label ?? value;
    }
  }
  return out;
}

/**
 * Values the panel has no field for (fixed-page presets, year segments, offers, sort) ride along
 * hidden; inside an embed its narrowing does too, under its own names.
 */
export function hiddenFields(
  query: ListingQuery,
  panel: Pick<ListingPanel, 'groups' | 'ranges'>,
  embed: CatalogEmbed | undefined,
): HiddenField[] {
  const shown = new Set<string>(panel.groups.map((group) => group.key));
  const fixed = embed ? embedFixedKeys(embed) : new Set<string>();
  const condition: HiddenField[] =
    query.condition && !embed?.condition
      ? [[embedFieldName(embed, 'condition'), query.condition]]
      : [];
  const lists = LIST_KEYS.filter((key) => !shown.has(key) && !fixed.has(key)).flatMap((key) =>
    query[key].map((value): HiddenField => [embedFieldName(embed, key), value]),
  );
  const bounds = BOUND_KEYS.flatMap((key): HiddenField[] => {
    const value = query[key];
    const range = key.replace(/(From|To)$/, '') as PanelRangeKey;
    return value === undefined || panel.ranges[range] !== undefined ? [] : [[key, String(value)]];
  });
  const sort: HiddenField[] = query.sort === DEFAULT_SORT ? [] : [['sort', query.sort]];
  return [...condition, ...(embed ? embedScopePairs(embed) : []), ...lists, ...bounds, ...sort];
}

/** The panel of a state: its filters and ranges, without the values an embed fixes (SPEC 3: it never widens). */
export function listingPanel(
  facets: CatalogFacets | null,
  query: ListingQuery,
  base: ListingBase,
): Omit<ListingPanel, 'href' | 'total'> {
  const fixed = base.embed ? embedFixedKeys(base.embed) : new Set<string>();
  const panel = {
    groups: filterGroups(facets, query, base.embed).filter((group) => !fixed.has(group.key)),
    ranges: rangeBounds(facets, query),
  };
  return { ...panel, hidden: hiddenFields(query, panel, base.embed) };
}
