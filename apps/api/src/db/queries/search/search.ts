import type {
  SearchFacet,
  SearchGroupKey,
  SearchItemGroup,
  SearchItemHit,
  SearchParams,
  SearchResponse,
  SearchVehicleGroup,
  StoreKind,
} from '@dealer/contract';
import { partCodeQuery, SEARCH_PAGE_SIZE, searchTokens } from '@dealer/domain/search/index';
import type { Db } from '../../client.ts';
import { itemFacetCounts } from './facets.ts';
import { hitAt, itemHits, PREFIX_FROM, type ItemGroupRequest, type ItemMatch } from './items.ts';
import { indexQuery } from './phrases.ts';
import { resolveTokens, toTsQuery, type ResolvedQuery } from './resolve.ts';
import { vehicleFacets, vehicleFacetsIn, vehicleHits, vehicleHitsIn } from './vehicles.ts';
import type { HoldingIndex } from '../catalog/stock-index/index.ts';
import { storeCatalog, type CategoryNode, type StoreCatalog } from '../store/catalog.ts';
import {
  codeRows,
  countPerLeaf,
  hitRows,
  matchRows,
  storeIndex,
  type StoreIndex,
} from '../store/store-index/index.ts';

// One page of an item group's hits (null: the query matched no item).
type HitsOf = ((request: ItemGroupRequest) => Promise<SearchItemHit[]>) | null;

const GROUPS: SearchGroupKey[] = ['vehicles', 'accessories', 'parts'];

type Filters = { own: Record<SearchGroupKey, string[]>; any: string[] };

// "parts:Фильтры масляные" narrows that group; a bare value narrows the groups that have it as a
// facet and leaves the others alone (the overlay sends the ticked categories bare).
function filtersOf(filter: readonly string[]): Filters {
  const own: Record<SearchGroupKey, string[]> = { vehicles: [], accessories: [], parts: [] };
  const any: string[] = [];
  for (const entry of filter) {
    const at = entry.indexOf(':');
    const group = GROUPS.find((g) => at > 0 && entry.slice(0, at) === g);
    if (group) own[group].push(entry.slice(at + 1).trim());
    else any.push(entry);
  }
  return { own, any };
}

// The facet values a group is narrowed to, or null when it is not narrowed.
function chosenValues(filters: Filters, group: SearchGroupKey, facets: readonly SearchFacet[]) {
  const known = new Set(facets.map((f) => f.value));
  const values = [...filters.own[group], ...filters.any.filter((v) => known.has(v))];
  return values.length > 0 ? new Set(values) : null;
}

function pageMeta(current: number, total: number) {
  return {
    page: {
      current,
      perPage: SEARCH_PAGE_SIZE,
      total,
      totalPages: Math.ceil(total / SEARCH_PAGE_SIZE),
    },
  };
}

// Hits of one page gathered under their GroupKey, in the order each key first appears.
function grouped<T>(hits: readonly T[], keyOf: (hit: T) => string) {
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const key = keyOf(hit);
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  return [...groups].map(([GroupKey, Group]) => ({ GroupKey, Group }));
}

const EMPTY_RESOLVED: ResolvedQuery = {
  words: [],
  stems: [],
  marks: [],
  models: [],
  corrected: null,
};

// Facets of items are their second-level category (accCategoryNameRu): «Колодки тормозные».
function facetNode(node: CategoryNode): CategoryNode {
  let at = node;
  while (at.level > 2 && at.parent) at = at.parent;
  return at;
}

async function itemGroup(
  db: Db,
  catalog: StoreCatalog,
  kind: StoreKind,
  hitsOf: HitsOf,
  counts: ReadonlyMap<number, number>,
  page: number,
  filters: Filters,
): Promise<SearchItemGroup> {
  const facetCounts = new Map<string, { node: CategoryNode; count: number }>();
  for (const [leafId, count] of counts) {
    const leaf = catalog.byId.get(leafId);
    if (!leaf || leaf.kind !== kind) continue;
    const node = facetNode(leaf);
    const entry = facetCounts.get(node.nameRu) ?? { node, count: 0 };
    entry.count += count;
    facetCounts.set(node.nameRu, entry);
  }
  const facets: SearchFacet[] = [...facetCounts]
    .map(([value, { count }]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'ru'));
  const totalFacetCount = facets.reduce((sum, f) => sum + f.count, 0);
  const values = chosenValues(filters, kind === 'store' ? 'accessories' : 'parts', facets);
  const chosen = values ? [...values].flatMap((v) => facetCounts.get(v) ?? []) : null;
  const total = chosen ? chosen.reduce((sum, c) => sum + c.count, 0) : totalFacetCount;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const hits: SearchItemHit[] =
    hitsOf && offset < total
      ? await hitsOf({
          kind,
          offset,
          limit: SEARCH_PAGE_SIZE,
          leafIds: chosen ? chosen.flatMap((c) => c.node.leafIds) : null,
        })
      : [];
  const keyOf = (hit: SearchItemHit) =>
    hit.accCategory[1]?.nameRu ?? hit.accCategory[0]?.nameRu ?? '';
  return { results: grouped(hits, keyOf), facets, totalFacetCount, meta: pageMeta(page, total) };
}

// The vehicles from the stock index when one is given (the API's), else from SQL (their twin).
async function vehicleGroup(
  db: Db,
  params: SearchParams,
  resolved: ResolvedQuery,
  filters: Filters,
  stock: Promise<HoldingIndex> | null,
): Promise<SearchVehicleGroup> {
  const match = { marks: resolved.marks, models: resolved.models };
  const index = stock ? await stock : null;
  const facets = index
    ? vehicleFacetsIn(index, match)
    : await vehicleFacets(db, params.holdingId, match);
  const totalFacetCount = facets.reduce((sum, f) => sum + f.count, 0);
  const values = chosenValues(filters, 'vehicles', facets);
  const chosen = values ? facets.filter((f) => values.has(f.value)) : null;
  const total = chosen ? chosen.reduce((sum, f) => sum + f.count, 0) : totalFacetCount;
  const offset = (params.pageVehicles - 1) * SEARCH_PAGE_SIZE;
  const pageOf = {
    offset,
    limit: SEARCH_PAGE_SIZE,
    values: chosen ? chosen.map((f) => f.value) : null,
    city: params.city,
  };
  const hits =
    offset < total
      ? await (index
          ? vehicleHitsIn(index, match, pageOf)
          : vehicleHits(db, params.holdingId, match, pageOf))
      : [];
  return {
    results: grouped(hits, (hit) => `${hit.mark} ${hit.model}`),
    facets,
    totalFacetCount,
    meta: pageMeta(params.pageVehicles, total),
  };
}

// GET /search: a part code is tried first (parts and accessories only); otherwise the words are
// resolved against the vocabulary (layout, transliteration, typos, stems) and searched in full text.
export async function search(
  db: Db,
  params: SearchParams,
  stock: ((holdingId: number) => Promise<HoldingIndex>) | null = null,
): Promise<SearchResponse> {
  const catalog = await storeCatalog(db);
  const index = await storeIndex(db);
  const filters = filtersOf(params.filter);
  let rows: Int32Array | null = null;
  let resolved = EMPTY_RESOLVED;
  let inSql: ItemMatch | null = null;
  const code = partCodeQuery(params.query);
  if (code) {
    const found = codeRows(index, code, PREFIX_FROM);
    if (found.length > 0) rows = found;
  }
  if (!rows) {
    const spellings = { translit: params.trli, layout: params.trla, layoutTranslit: params.trlali };
    resolved = await resolveTokens(db, searchTokens(params.query, spellings), index.version);
    const tsquery = toTsQuery(resolved.words);
    // The words as to_tsquery reads them, each part a phrase: the in-memory postings answer
    // (decision 0071); a part only SQL reads so (stop words alone) sends the query to SQL.
    const query = tsquery === '' ? null : await indexQuery(db, resolved.words);
    if (query) rows = matchRows(index, query);
    else if (tsquery !== '') inSql = { tsquery, stems: resolved.stems };
  }
  const counts = rows
    ? countPerLeaf(index, rows)
    : inSql
      ? await itemFacetCounts(db, inSql)
      : new Map<number, number>();
  const match = inSql;
  const hitsOf: HitsOf = rows
    ? hitsIn(catalog, index, rows)
    : match
      ? (request) => itemHits(db, catalog, match, request)
      : null;
  const [vehicles, accessories, parts] = await Promise.all([
    vehicleGroup(db, params, resolved, filters, stock ? stock(params.holdingId) : null),
    itemGroup(db, catalog, 'store', hitsOf, counts, params.pageAccessories, filters),
    itemGroup(db, catalog, 'parts', hitsOf, counts, params.pageParts, filters),
  ]);
  return { vehicles, accessories, parts, corrected: resolved.corrected };
}

// A page of hits from the index alone: it holds the rows' names, codes and pictures (decision 0071).
function hitsIn(catalog: StoreCatalog, index: StoreIndex, rows: Int32Array): HitsOf {
  return (request) =>
    Promise.resolve(hitRows(index, rows, request).map((p) => hitAt(catalog, index, p)));
}
