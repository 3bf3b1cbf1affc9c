import { FILTER_PREFIXES } from '../routes/params.ts';
import type { ListingPreset } from '../routes/types.ts';
import type { ListingBase } from './parse.ts';
import { embedHref } from './embed-href.ts';
import type { ListKey } from './keys.ts';
import { SEGMENT_KEYS, type ListingQuery } from './query.ts';
import { queryString } from './query-string.ts';

type Rest = { -readonly [K in keyof ListingQuery]: ListingQuery[K] };

const PARAM_KEYS = ['mark', 'model', 'year'] as const;

function sameList(list: readonly string[], value: string): boolean {
  return list.length === 1 && list[0] === value;
}

/**
 * The state still shows the fixed page: every preset value is exactly in place, and each :mark,
 * :model or :year of the pattern has exactly one value to fill it.
 */
export function presetHolds(query: ListingQuery, base: ListingBase): boolean {
  const preset = base.preset;
  if (!preset || preset.category !== query.category) return false;
  const holds = (
    [
      [preset.condition, () => query.condition === preset.condition],
      [preset.priceTo, () => query.priceTo === preset.priceTo],
      [preset.engineVolumeTo, () => query.engineVolumeTo === preset.engineVolumeTo],
      [preset.bodyType, () => sameList(query.bodyType, preset.bodyType ?? '')],
      [preset.colorGroup, () => sameList(query.colorGroup, preset.colorGroup ?? '')],
      [preset.commercialType, () => sameList(query.commercialType, preset.commercialType ?? '')],
      [preset.motoClass, () => sameList(query.motoClass, preset.motoClass ?? '')],
      [preset.year, () => sameList(query.year, String(preset.year))],
      [preset.flags, () => sameSet(query.flags, preset.flags ?? [])],
      [preset.dealer, () => sameSet(query.dealer, preset.dealer ?? [])],
    ] as const
  ).every(([value, check]) => value === undefined || check());
  return (
    holds && PARAM_KEYS.every((key) => !base.path.includes(`:${key}`) || query[key].length === 1)
  );
}

function sameSet(list: readonly string[], flags: readonly string[]): boolean {
  return list.length === flags.length && flags.every((flag) => list.includes(flag));
}

/** What the preset page itself says: those values stay out of the query. */
function withoutPreset(rest: Rest, preset: ListingPreset, path: string): void {
  if (preset.condition) delete rest.condition;
  if (preset.priceTo !== undefined) delete rest.priceTo;
  if (preset.engineVolumeTo !== undefined) delete rest.engineVolumeTo;
  for (const key of ['bodyType', 'colorGroup', 'commercialType', 'motoClass'] as const) {
    if (preset[key]) rest[key] = [];
  }
  if (preset.year !== undefined) rest.year = [];
  if (preset.flags) rest.flags = [];
  if (preset.dealer) rest.dealer = [];
  for (const key of PARAM_KEYS) if (path.includes(`:${key}`)) rest[key] = [];
}

function fillPattern(path: string, query: ListingQuery): string[] {
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const key = segment.slice(1) as ListKey;
      return encodeURIComponent(query[key][0] ?? '');
    });
}

/** /{category}/{condition}/{mark}/{model}/{filter}: path segments where SPEC 2.4 has them. */
function genericSegments(query: ListingQuery, rest: Rest): string[] {
  const segments: string[] = [query.category];
  if (!query.condition) return segments;
  segments.push(query.condition);
  delete rest.condition;
  if (query.mark.length === 1) {
    segments.push(query.mark[0] ?? '');
    rest.mark = [];
    if (query.model.length === 1) {
      segments.push(query.model[0] ?? '');
      rest.model = [];
    }
  }
  const prefix = FILTER_PREFIXES.find((p) => query[SEGMENT_KEYS[p]].length === 1);
  if (prefix) {
    const key = SEGMENT_KEYS[prefix];
    segments.push(`${prefix}-${query[key][0] ?? ''}`);
    rest[key] = [];
  }
  return segments;
}

/**
 * The canonical URL of a listing state (SPEC 2.4). On a fixed SEO page (base with a preset) that
 * still holds, the page's own path with the extra filters in the query; otherwise the path
 * segments /{category}/{condition}/{mark}/{model}/{filter} and the query for the rest. Page 1 and
 * the default sort are left out; lists are comma-separated. An embed (SPEC 2.10) has its own URL.
 */
export function listingHref(query: ListingQuery, base?: ListingBase): string {
  if (base?.embed) return embedHref(query, base.path, base.embed);
  const rest: Rest = { ...query };
  let segments: string[];
  if (base?.preset && presetHolds(query, base)) {
    segments = fillPattern(base.path, query);
    withoutPreset(rest, base.preset, base.path);
  } else {
    segments = genericSegments(query, rest);
  }
  return `/${segments.join('/')}/${queryString(rest)}`;
}

/** The same state on another page of results. */
export function listingPageHref(query: ListingQuery, page: number, base?: ListingBase): string {
  return listingHref({ ...query, page }, base);
}
