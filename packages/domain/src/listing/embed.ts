import { parseCityCode } from '../cities.ts';
import { LISTING_CATEGORIES } from '../routes/rows/listings.ts';
import {
  EMBED_DEFAULT_CATEGORY,
  EMBED_PARAMS,
  EMBED_VISITOR_NAMES,
  narrowedQuery,
  type CatalogEmbed,
} from './embed-href.ts';
import { narrowAllData } from './filter-store.ts';
import { parseListing } from './parse.ts';
import { isListValue, type ListingQuery } from './query.ts';

/** The one value of an embed parameter: '' when absent or empty, null when given twice or as a list. */
function single(search: URLSearchParams, key: string): string | null {
  const values = search
    .getAll(key)
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (values.length > 1 || values.some((v) => v.includes(','))) return null;
  return values[0] ?? '';
}

/**
 * SPEC 2.10, 3: the narrowing of /iframe/catalog_list/ from its query: category (cars unless
 * given), condition (new or used), mark, city (msk or spb) and location (a dealer's code), one
 * value each. Null when any of them is malformed: the page answers 404 like a bad listing filter.
 */
export function parseEmbedScope(search: URLSearchParams): CatalogEmbed | null {
  const raw = Object.fromEntries(EMBED_PARAMS.map((key) => [key, single(search, key)]));
  if (Object.values(raw).some((v) => v === null)) return null;
  const {
    category = '',
    condition = '',
    mark = '',
    city = '',
    location = '',
  } = raw as Record<string, string>;
  const embed: CatalogEmbed = { category: EMBED_DEFAULT_CATEGORY };
  if (category) {
    const known = LISTING_CATEGORIES.find((c) => c === category);
    if (!known) return null;
    embed.category = known;
  }
  if (condition) {
    if (condition !== 'new' && condition !== 'used') return null;
    embed.condition = condition;
  }
  if (mark) {
    if (!isListValue('mark', mark)) return null;
    embed.mark = mark;
  }
  if (city) {
    const code = parseCityCode(city);
    if (!code) return null;
    embed.city = code;
  }
  if (location) {
    if (!isListValue('dealer', location)) return null;
    embed.location = location;
  }
  return embed;
}

/** The visitor's part of an embed's query under the listing's own names. */
function visitorSearch(search: URLSearchParams): URLSearchParams {
  const renamed = new Map<string, string>(
    Object.entries(EMBED_VISITOR_NAMES).map(([key, name]) => [name, key]),
  );
  const out = new URLSearchParams();
  for (const [key, value] of search) {
    if ((EMBED_PARAMS as readonly string[]).includes(key)) continue;
    out.append(renamed.get(key) ?? key, value);
  }
  return out;
}

/**
 * The state of an embed URL: its narrowing and the listing state inside it (the narrowing laid
 * over what the visitor chose), or null for a malformed value anywhere (404).
 */
export function parseEmbedListing(
  search: URLSearchParams,
): { embed: CatalogEmbed; query: ListingQuery } | null {
  const embed = parseEmbedScope(search);
  if (!embed) return null;
  const query = parseListing({ path: `/${embed.category}` }, {}, visitorSearch(search));
  return query ? { embed, query: narrowedQuery(query, embed) } : null;
}

/** The card of a vehicle inside the embed, keeping the list's query so its back link returns there. */
export function embedCardHref(listHref: string, id: number | string): string {
  const [path = '', search = ''] = listHref.split('?');
  return `${path.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}/${search ? `?${search}` : ''}`;
}

/** What of a vehicle the embed's narrowing looks at. */
export interface EmbedVehicle {
  category: string;
  condition: string;
  mark: { code: string };
  city: string;
  dealer: { code: string };
}

/** SPEC 3: the vehicle is inside the embed's narrowing (allData narrowed by condition, mark, city, location). */
export function vehicleInEmbed(vehicle: EmbedVehicle, embed: CatalogEmbed): boolean {
  const entry = {
    condition: vehicle.condition,
    mark: vehicle.mark.code,
    city: vehicle.city,
    location: vehicle.dealer.code,
  };
  return vehicle.category === embed.category && narrowAllData([entry], embed).length === 1;
}
