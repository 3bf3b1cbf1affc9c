import type { HoldingId, SearchFacet, SearchVehicleHit } from '@dealer/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { onSaleSql } from '../catalog/on-sale.ts';
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
