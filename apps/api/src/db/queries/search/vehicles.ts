import type { HoldingId, SearchFacet, SearchVehicleHit, VehicleCard } from '@dealer/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { isOnSale, onSaleSql } from '../catalog/on-sale.ts';
import type { HoldingIndex } from '../catalog/stock-index/index.ts';
import { selectRows } from './sql.ts';

// The makes and models a query named; models win when both fit ("bmw x5" is the X5, not every BMW).
export type VehicleMatch = { marks: string[]; models: string[] };

type HitRow = {
  id: number;
  mark: string;
  model: string;
  modification: string;
  disprice: number;
  photo: string | null;
  category: string;
  mark_code: string;
  model_code: string;
  condition: 'new' | 'used';
  year: number;
  mileage: number;
  city: string;
};

// Makes and models are read from the catalogue's own tables; a sold car is not offered.
function scopeSql(holdingId: HoldingId, match: VehicleMatch): SQL | null {
  const ofMarks = match.models.filter((ref) => match.marks.includes(ref.split('/')[0] ?? ''));
  const models = match.marks.length > 0 ? ofMarks : match.models;
  const base = sql`v.holding_id = ${holdingId} and ${onSaleSql(sql.raw('v.status'))}`;
  if (models.length > 0) {
    return sql`${base} and (b.code || '/' || m.code) = any(${sql.param(models)}::text[])`;
  }
  if (match.marks.length > 0)
    return sql`${base} and b.code = any(${sql.param(match.marks)}::text[])`;
  return null;
}

const FROM = sql`from vehicles v join brands b on b.id = v.brand_id join models m on m.id = v.model_id`;
const FACET_VALUE = sql`(b.name_en || ' ' || m.name)`;

export async function vehicleFacets(
  db: Db,
  holdingId: HoldingId,
  match: VehicleMatch,
): Promise<SearchFacet[]> {
  const scope = scopeSql(holdingId, match);
  if (!scope) return [];
  return selectRows<SearchFacet>(
    db,
    sql`select ${FACET_VALUE} as value, count(*)::int as count ${FROM} where ${scope}
      group by 1 order by 2 desc, 1`,
  );
}

// One page of vehicles, the visitor's city first, then by model and cheapest first, optionally
// narrowed to some facet values ("BMW X5").
export async function vehicleHits(
  db: Db,
  holdingId: HoldingId,
  match: VehicleMatch,
  page: { offset: number; limit: number; values: string[] | null; city?: string | undefined },
): Promise<SearchVehicleHit[]> {
  const scope = scopeSql(holdingId, match);
  if (!scope) return [];
  const narrow =
    page.values === null ? sql`` : sql`and ${FACET_VALUE} = any(${sql.param(page.values)}::text[])`;
  const rows = await selectRows<HitRow>(
    db,
    sql`select v.id, b.name_en as mark, m.name as model, v.modification, v.disprice,
        v.photos->>0 as photo, v.category, b.code as mark_code, m.code as model_code,
        v.condition, v.year, v.mileage, v.city_code as city
      ${FROM} where ${scope} ${narrow}
      order by ${page.city ? sql`(v.city_code = ${page.city}) desc,` : sql``} ${FACET_VALUE},
        v.disprice, v.id
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    mark: row.mark,
    model: row.model,
    modification: row.modification,
    disprice: row.disprice,
    preview: row.photo ? { source: row.photo } : null,
    filters: { car_type_code: row.category, mark_code: row.mark_code, model_code: row.model_code },
    Meta: { id: `vehicle-${row.id}` },
    condition: row.condition,
    year: row.year,
    mileage: row.mileage,
    city: row.city,
  }));
}

// The on-sale cards of a stock index per "make/model" and per make, in card order: built once per
// index, so a search looks its makes and models up instead of testing every card.
type OnSale = { byModel: Map<string, number[]>; byMark: Map<string, number[]> };
const onSaleOf = new WeakMap<HoldingIndex, OnSale>();

function onSale(index: HoldingIndex): OnSale {
  let found = onSaleOf.get(index);
  if (!found) {
    found = { byModel: new Map(), byMark: new Map() };
    const { byModel, byMark } = found;
    index.cards.forEach((card, p) => {
      if (!isOnSale(card.status)) return;
      for (const [map, key] of [
        [byModel, `${card.mark.code}/${card.model.code}`],
        [byMark, card.mark.code],
      ] as const) {
        const list = map.get(key);
        if (list) list.push(p);
        else map.set(key, [p]);
      }
    });
    onSaleOf.set(index, found);
  }
  return found;
}

// The same rules over the in-memory stock index (decision 0071): the vehicles a match names, on sale.
function rowsOf(index: HoldingIndex, match: VehicleMatch): number[] {
  const ofMarks = match.models.filter((ref) => match.marks.includes(ref.split('/')[0] ?? ''));
  const models = new Set(match.marks.length > 0 ? ofMarks : match.models);
  const marks = new Set(match.marks);
  if (models.size === 0 && marks.size === 0) return [];
  const { byModel, byMark } = onSale(index);
  const lists =
    models.size > 0 ? [...models].map((m) => byModel.get(m)) : [...marks].map((m) => byMark.get(m));
  return lists.flatMap((list) => list ?? []).sort((a, b) => a - b);
}

const facetValue = (card: VehicleCard) => `${card.mark.name} ${card.model.name}`;
// The database's order of text under the C collation both engines use: code points.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function vehicleFacetsIn(index: HoldingIndex, match: VehicleMatch): SearchFacet[] {
  const counts = new Map<string, number>();
  for (const p of rowsOf(index, match)) {
    const value = facetValue(index.cards[p]!);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || byText(a.value, b.value));
}

export function vehicleHitsIn(
  index: HoldingIndex,
  match: VehicleMatch,
  page: { offset: number; limit: number; values: string[] | null; city?: string | undefined },
): SearchVehicleHit[] {
  const values = page.values ? new Set(page.values) : null;
  const cards = rowsOf(index, match)
    .map((p) => index.cards[p]!)
    .filter((card) => !values || values.has(facetValue(card)));
  const home = (card: VehicleCard) => (page.city !== undefined && card.city === page.city ? 0 : 1);
  cards.sort(
    (a, b) =>
      home(a) - home(b) ||
      byText(facetValue(a), facetValue(b)) ||
      a.disprice - b.disprice ||
      a.id - b.id,
  );
  return cards.slice(page.offset, page.offset + page.limit).map((card) => ({
    id: card.id,
    mark: card.mark.name,
    model: card.model.name,
    modification: card.modification,
    disprice: card.disprice,
    preview: card.preview ? { source: card.preview } : null,
    filters: {
      car_type_code: card.category,
      mark_code: card.mark.code,
      model_code: card.model.code,
    },
    Meta: { id: `vehicle-${card.id}` },
    condition: card.condition,
    year: card.year,
    mileage: card.mileage,
    city: card.city,
  }));
}
