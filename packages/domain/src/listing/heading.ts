import { listingH1, presetH1 } from '../routes/listing.ts';
import type { ListingBase } from './parse.ts';
import { presetHolds } from './build.ts';
import type { ListingQuery } from './query.ts';

/** Display names of the codes in a listing's path (from the facet labels). */
export interface ListingNames {
  mark?: string;
  model?: string;
}

/**
 * The h1 of a listing when the API has no SEO meta for its URL: the fixed page's preset h1 with
 * {mark}, {model} and {year} filled, else the category and condition with the one mark and model.
 */
export function listingHeading(
  query: ListingQuery,
  base: ListingBase | undefined,
  names: ListingNames = {},
): string {
  const mark = query.mark.length === 1 ? (names.mark ?? query.mark[0]) : undefined;
  const model = mark && query.model.length === 1 ? (names.model ?? query.model[0]) : undefined;
  if (base?.preset && presetHolds(query, base)) {
    return presetH1(base.preset, {
      mark,
      model,
      year: query.year.length === 1 ? query.year[0] : undefined,
    });
  }
  return [listingH1(query.category, query.condition), mark, model].filter(Boolean).join(' ');
}
