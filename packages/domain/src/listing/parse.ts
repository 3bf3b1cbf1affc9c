import { LISTING_CATEGORIES, type ListingCategory } from '../routes/rows/listings.ts';
import { parseFilterSegment } from '../routes/params.ts';
import type { ListingPreset, RouteParams } from '../routes/types.ts';
import type { CatalogEmbed } from './embed-href.ts';
import { BOUND_KEYS, LIST_KEYS, type BoundKey, type ListKey } from './keys.ts';
import {
  emptyListingQuery,
  isListingSort,
  isListValue,
  normalizeList,
  SEGMENT_KEYS,
  type Condition,
  type ListingQuery,
} from './query.ts';

/** What the parser needs of a route row: its pattern and, on fixed SEO pages, the preset. */
export interface ListingBase {
  path: string;
  preset?: ListingPreset;
  /** Inside an iframe embed (SPEC 2.10): its narrowing; the listing's links stay in the embed. */
  embed?: CatalogEmbed;
}

/** The largest bound a URL may carry (a billion roubles, kilometres or years is already absurd). */
const MAX_BOUND = 1_000_000_000;
const MAX_PAGE = 10_000;

/** The listing category a row serves: the preset's, else the first path segment. */
export function listingCategoryOfBase(base: ListingBase): ListingCategory | null {
  if (base.preset) return base.preset.category;
  const first = base.path.split('/').find((s) => s !== '') ?? '';
  return LISTING_CATEGORIES.find((c) => c === first) ?? null;
}

type Draft = { -readonly [K in keyof ListingQuery]: ListingQuery[K] } & Record<ListKey, string[]>;

function draftOf(category: ListingCategory): Draft {
  const empty = emptyListingQuery(category);
  const lists = Object.fromEntries(LIST_KEYS.map((key) => [key, [] as string[]]));
  return { ...empty, ...lists } as Draft;
}

function applyPreset(draft: Draft, preset: ListingPreset): void {
  if (preset.condition) draft.condition = preset.condition;
  if (preset.priceTo !== undefined) draft.priceTo = preset.priceTo;
  if (preset.engineVolumeTo !== undefined) draft.engineVolumeTo = preset.engineVolumeTo;
  if (preset.bodyType) draft.bodyType.push(preset.bodyType);
  if (preset.colorGroup) draft.colorGroup.push(preset.colorGroup);
  if (preset.commercialType) draft.commercialType.push(preset.commercialType);
  if (preset.motoClass) draft.motoClass.push(preset.motoClass);
  if (preset.year !== undefined) draft.year.push(String(preset.year));
  if (preset.flags) draft.flags.push(...preset.flags);
  if (preset.dealer) draft.dealer.push(...preset.dealer);
}

/**
 * The mark, model and filter slots of /{category}/{condition}/{mark}/{model}/{filter}: a filter
 * segment may stand in any slot, and once one has, only filter segments may follow.
 */
function applySlots(draft: Draft, params: RouteParams): boolean {
  let filterSeen = false;
  for (const slot of ['mark', 'model', 'filter'] as const) {
    const value = params[slot];
    if (value === undefined) continue;
    const segment = parseFilterSegment(value);
    if (segment) {
      const key = SEGMENT_KEYS[segment.key];
      if (!isListValue(key, segment.value)) return false;
      draft[key].push(segment.value);
      filterSeen = true;
    } else if (filterSeen || slot === 'filter' || !isListValue(slot, value)) {
      return false;
    } else if (slot === 'model' && draft.mark.length === 0) {
      return false;
    } else {
      draft[slot].push(value);
    }
  }
  return true;
}

function applyPathParams(draft: Draft, base: ListingBase, params: RouteParams): boolean {
  const condition = params['condition'];
  if (condition !== undefined) {
    if (condition !== 'new' && condition !== 'used') return false;
    draft.condition = condition;
  }
  if (!base.preset) return applySlots(draft, params);
  // Fixed pages take a mark, a model or a year from their pattern (/cars/:mark/year/:year).
  for (const key of ['mark', 'model', 'year'] as const) {
    const value = params[key];
    if (value === undefined) continue;
    if (!isListValue(key, value)) return false;
    draft[key].push(value);
  }
  return true;
}

/** Every value of a query parameter: repeated (?a=1&a=2) or comma-separated (?a=1,2). */
function valuesOf(search: URLSearchParams, key: string): string[] {
  return search
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function applyCondition(draft: Draft, search: URLSearchParams): boolean {
  const values = [...new Set(valuesOf(search, 'condition'))];
  if (values.some((v) => v !== 'new' && v !== 'used')) return false;
  if (values.length !== 1) return true; // none, or both: every condition
  const value = values[0] as Condition;
  if (draft.condition !== undefined && draft.condition !== value) return false;
  draft.condition = value;
  return true;
}

function applySearch(draft: Draft, search: URLSearchParams): boolean {
  for (const key of LIST_KEYS) {
    const values = valuesOf(search, key);
    if (!values.every((value) => isListValue(key, value))) return false;
    draft[key].push(...values);
  }
  for (const key of BOUND_KEYS) {
    const raw = search.get(key)?.trim();
    if (raw === undefined || raw === '') continue;
    const bound = parseBound(raw);
    if (bound === null) return false;
    draft[key as BoundKey] = bound;
  }
  const sort = search.get('sort');
  if (sort !== null && sort !== '') {
    if (!isListingSort(sort)) return false;
    draft.sort = sort;
  }
  const page = search.get('page');
  if (page !== null && page !== '') {
    if (!/^[1-9]\d*$/.test(page) || Number(page) > MAX_PAGE) return false;
    draft.page = Number(page);
  }
  return applyCondition(draft, search);
}

/** A bound: a whole non-negative number; spaces people type in prices are allowed ("1 500 000"). */
export function parseBound(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0]/g, '');
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_BOUND ? value : null;
}

/**
 * SPEC 2.4: the listing state of a URL: the row (its category and preset), the path params and the
 * query. Unknown query parameters (utm, city, init) are ignored; a bad value anywhere gives null,
 * which the page answers with 404.
 */
export function parseListing(
  base: ListingBase,
  params: RouteParams,
  search: URLSearchParams,
): ListingQuery | null {
  const category = listingCategoryOfBase(base);
  if (!category) return null;
  const draft = draftOf(category);
  if (base.preset) applyPreset(draft, base.preset);
  if (!applyPathParams(draft, base, params)) return null;
  if (!applySearch(draft, search)) return null;
  const lists = Object.fromEntries(LIST_KEYS.map((key) => [key, normalizeList(draft[key])]));
  return { ...draft, ...lists } as ListingQuery;
}
