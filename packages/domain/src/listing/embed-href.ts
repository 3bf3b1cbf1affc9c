import type { CityCode } from '../cities.ts';
import type { ListingCategory } from '../routes/rows/listings.ts';
import type { IframeScope } from './filter-store.ts';
import type { ListKey } from './keys.ts';
import {
  emptyListingQuery,
  LISTING_QUERY_PARAMS,
  type Condition,
  type ListingQuery,
} from './query.ts';
import { queryString, type ParamNames } from './query-string.ts';

export { EMBED_BACK_LABEL, EMBED_LIST_PATH, embedErrorHref } from './embed-error.ts';

/**
 * SPEC 2.10 and 3: what the page embedding /iframe/catalog_list/ narrows it to. The vehicle type
 * is chosen the same way (cars unless the embed says otherwise); none of it ever widens.
 */
export interface CatalogEmbed extends IframeScope {
  category: ListingCategory;
  condition?: Condition;
  mark?: string;
  city?: CityCode;
  /** The dealer's code (the dealer filter of the listing). */
  location?: string;
}

/** The embed's own parameters, in the order its URL writes them. */
export const EMBED_PARAMS = ['category', 'condition', 'mark', 'city', 'location'] as const;

export const EMBED_DEFAULT_CATEGORY: ListingCategory = 'cars';

/**
 * The visitor's own condition and mark inside an embed: the embed's narrowing already has those
 * names, so the visitor's choice (offered only where the embed leaves it open) goes under these.
 */
export const EMBED_VISITOR_NAMES = {
  condition: 'f_condition',
  mark: 'f_mark',
} as const satisfies ParamNames;

/** Every query parameter an embedded list or card reads: the listing's, the embed's, the visitor's. */
export const EMBED_QUERY_PARAMS: readonly string[] = [
  ...LISTING_QUERY_PARAMS,
  ...EMBED_PARAMS,
  ...Object.values(EMBED_VISITOR_NAMES),
];

/** The list filters the embed fixes: the panel neither shows nor changes them. */
export function embedFixedKeys(embed: CatalogEmbed): ReadonlySet<ListKey> {
  const keys = new Set<ListKey>();
  if (embed.mark) keys.add('mark');
  if (embed.location) keys.add('dealer');
  return keys;
}

/** The state with the embed's narrowing laid over it: the fixed values always win. */
export function narrowedQuery(query: ListingQuery, embed: CatalogEmbed): ListingQuery {
  const out: ListingQuery = {
    ...query,
    category: embed.category,
    ...(embed.mark ? { mark: [embed.mark] } : {}),
    ...(embed.location ? { dealer: [embed.location] } : {}),
  };
  if (embed.condition) out.condition = embed.condition;
  return out;
}

/** The name under which a form field of the listing is sent inside an embed (or outside it). */
export function embedFieldName(embed: CatalogEmbed | undefined, key: string): string {
  if (!embed) return key;
  return (EMBED_VISITOR_NAMES as Readonly<Record<string, string>>)[key] ?? key;
}

/** The embed's narrowing as query pairs (the default vehicle type left out). */
export function embedScopePairs(embed: CatalogEmbed): [string, string][] {
  return EMBED_PARAMS.flatMap((key): [string, string][] => {
    const value = embed[key];
    if (value === undefined || (key === 'category' && value === EMBED_DEFAULT_CATEGORY)) return [];
    return [[key, value]];
  });
}

/** What the visitor chose beyond the embed's narrowing (the fixed values left out). */
export function visitorQuery(query: ListingQuery, embed: CatalogEmbed): ListingQuery {
  const own: ListingQuery = {
    ...query,
    ...(embed.mark ? { mark: [] } : {}),
    ...(embed.location ? { dealer: [] } : {}),
  };
  if (embed.condition) delete own.condition;
  return own;
}

/**
 * The canonical URL of a state inside an embed: the embed's path, its narrowing, then what the
 * visitor chose beyond it (values the embed fixes are never written twice).
 */
export function embedHref(query: ListingQuery, path: string, embed: CatalogEmbed): string {
  const own = visitorQuery(query, embed);
  const scope = embedScopePairs(embed).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  const visitor = queryString(own, EMBED_VISITOR_NAMES).slice(1);
  const search = [...scope, ...(visitor ? [visitor] : [])].join('&');
  return `${path.replace(/\/+$/, '')}/${search ? `?${search}` : ''}`;
}

/** The embed with nothing the visitor chose: where «Сбросить фильтры» goes. */
export function embedResetHref(path: string, embed: CatalogEmbed): string {
  return embedHref(emptyListingQuery(embed.category), path, embed);
}
