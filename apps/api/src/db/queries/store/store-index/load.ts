import type { StoreKind, StoreSort } from '@dealer/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../client.ts';
import { selectRows } from '../../search/sql.ts';

// The active store items in columns, in the popular order (row position = rank of popularity), with
// the other sorts' orders, the stock flags per holding (and city) and the full-text postings.
export type StoreIndex = {
  version: number;
  size: number;
  ids: Int32Array;
  // 1 for a part, 0 for an accessory.
  parts: Uint8Array;
  category: Int32Array;
  brand: Int32Array;
  price: Float64Array;
  disprice: Float64Array;
  // Row positions in each sort order, ranked by the database itself (its collation for names).
  orders: Readonly<Record<StoreSort, Int32Array>>;
  // "1" or "1:msk" → 1 where a dealer of that holding (in that city) has the item.
  stock: ReadonlyMap<string, Uint8Array>;
  // Lexeme of the search vector → the rows holding it, ascending (so in the popular order).
  postings: ReadonlyMap<string, Int32Array>;
  // The same lexeme's positions in those rows: row postings[l][k] holds it at
  // positions.at[positions.starts[k]] up to (not including) positions.at[positions.starts[k + 1]].
  positions: ReadonlyMap<string, Positions>;
  // One past the largest category id: the size of per-category counters.
  categoryBound: number;
  // Rows per category id and per kind (accessories, parts): the total of an unfiltered list.
  perCategory: Int32Array;
  perKind: Int32Array;
  // Normalised part codes ("0986494525") in code order, and the row of each.
  codes: readonly string[];
  codeRows: Int32Array;
  // What a search hit shows of each row beside the columns above (items.ts HIT_COLUMNS).
  names: readonly string[];
  partCodes: readonly string[];
  images: readonly (string | null)[];
};

export type Positions = { starts: Int32Array; at: Uint16Array };

export const kindFlag = (kind: StoreKind): number => (kind === 'parts' ? 1 : 0);

export const stockKey = (holdingId: number, city?: string) =>
  city ? `${holdingId}:${city}` : String(holdingId);

type Row = {
  id: number;
  kind: StoreKind;
  category_id: number;
  brand_id: number;
  price: number;
  disprice: number;
  price_asc: number;
  price_desc: number;
  by_name: number;
  by_discount: number;
  lexemes: string[] | null;
  // Per lexeme (in the order of `lexemes`), its positions joined by commas ("1,4").
  places: string[] | null;
  code: string;
  name: string;
  part_code: string;
  image: string | null;
};

// The state the index was read at: bumped by a statement trigger on store_items and store_stock.
export async function storeVersion(db: Db): Promise<number> {
  const [row] = await selectRows<{ version: string | number }>(
    db,
    sql`select version from store_version where id = 1`,
  );
  return Number(row?.version ?? 0);
}

// One read-only transaction: the version, the items and the stock are one committed state.
export async function loadStoreIndex(db: Db): Promise<StoreIndex> {
  return db.transaction(
    async (tx) => {
      const version = await storeVersion(tx);
      // The orders repeat the list's SQL (items.ts ORDER), so both answer the same page.
      const rows = await selectRows<Row>(
        tx,
        sql`select i.id, i.kind, i.category_id, i.brand_id, i.price::float8 as price,
          i.disprice::float8 as disprice,
          (row_number() over (order by i.disprice, i.id))::int as price_asc,
          (row_number() over (order by i.disprice desc, i.id))::int as price_desc,
          (row_number() over (order by i.name, i.id))::int as by_name,
          (row_number() over (order by (i.price - i.disprice) / i.price desc,
            i.popularity desc nulls last, i.id))::int as by_discount,
          v.lexemes, v.places, i.part_code_norm as code, i.name, i.part_code,
          i.images[1] as image
        from store_items i cross join lateral (
          select array_agg(u.lexeme) as lexemes,
            array_agg(array_to_string(u.positions, ',')) as places
          from unnest(i.search_vector) u
        ) v
        where i.is_active
        order by i.popularity desc nulls last, i.id`,
      );
      const stocked = await selectRows<{ item_id: number; holding_id: number; city_code: string }>(
        tx,
        sql`select distinct s.item_id, d.holding_id, d.city_code
          from store_stock s join dealers d on d.id = s.dealer_id where s.qty > 0`,
      );
      return buildIndex(version, rows, stocked);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function buildIndex(
  version: number,
  rows: readonly Row[],
  stocked: readonly { item_id: number; holding_id: number; city_code: string }[],
): StoreIndex {
  const size = rows.length;
  const ids = new Int32Array(size);
  const parts = new Uint8Array(size);
  const category = new Int32Array(size);
  const brand = new Int32Array(size);
  const price = new Float64Array(size);
  const disprice = new Float64Array(size);
  const rank = {
    'price-asc': new Int32Array(size),
    'price-desc': new Int32Array(size),
    name: new Int32Array(size),
    discount: new Int32Array(size),
  };
  const lists = new Map<string, { rows: number[]; starts: number[]; at: number[] }>();
  const positionOf = new Map<number, number>();
  let categoryBound = 0;
  rows.forEach((row, p) => {
    ids[p] = row.id;
    parts[p] = kindFlag(row.kind);
    category[p] = row.category_id;
    categoryBound = Math.max(categoryBound, row.category_id + 1);
    brand[p] = row.brand_id;
    price[p] = row.price;
    disprice[p] = row.disprice;
    rank['price-asc'][row.price_asc - 1] = p;
    rank['price-desc'][row.price_desc - 1] = p;
    rank.name[row.by_name - 1] = p;
    rank.discount[row.by_discount - 1] = p;
    positionOf.set(row.id, p);
    (row.lexemes ?? []).forEach((lexeme, k) => {
      let list = lists.get(lexeme);
      if (!list) lists.set(lexeme, (list = { rows: [], starts: [], at: [] }));
      list.rows.push(p);
      list.starts.push(list.at.length);
      const places = row.places?.[k] ?? '';
      if (places !== '') for (const place of places.split(',')) list.at.push(Number(place));
    });
  });
  const stock = new Map<string, Uint8Array>();
  for (const s of stocked) {
    const p = positionOf.get(s.item_id);
    if (p === undefined) continue;
    for (const key of [stockKey(s.holding_id), stockKey(s.holding_id, s.city_code)]) {
      let flags = stock.get(key);
      if (!flags) stock.set(key, (flags = new Uint8Array(size)));
      flags[p] = 1;
    }
  }
  const perCategory = new Int32Array(categoryBound);
  const perKind = new Int32Array(2);
  for (let p = 0; p < size; p += 1) {
    perCategory[category[p]!]! += 1;
    perKind[parts[p]!]! += 1;
  }
  const popular = new Int32Array(size);
  for (let p = 0; p < size; p += 1) popular[p] = p;
  const postings = new Map<string, Int32Array>();
  const positions = new Map<string, Positions>();
  for (const [lexeme, list] of lists) {
    postings.set(lexeme, Int32Array.from(list.rows));
    list.starts.push(list.at.length);
    positions.set(lexeme, { starts: Int32Array.from(list.starts), at: Uint16Array.from(list.at) });
  }
  // Codes hold [0-9A-Z] only, so code-unit order is the C collation's.
  const byCode = Array.from(rows.keys()).sort((a, b) =>
    rows[a]!.code < rows[b]!.code ? -1 : rows[a]!.code > rows[b]!.code ? 1 : a - b,
  );
  return {
    version,
    size,
    ids,
    parts,
    category,
    brand,
    price,
    disprice,
    orders: { popular, ...rank },
    stock,
    postings,
    positions,
    categoryBound,
    perCategory,
    perKind,
    codes: byCode.map((p) => rows[p]!.code),
    codeRows: Int32Array.from(byCode),
    names: rows.map((row) => row.name),
    partCodes: rows.map((row) => row.part_code),
    images: rows.map((row) => row.image),
  };
}
