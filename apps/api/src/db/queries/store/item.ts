import type { HoldingId, StoreItem } from '@dealer/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { selectRows } from '../search/sql.ts';
import type { StoreCatalog } from './catalog.ts';
import { CARD_COLUMNS, toCard, type ItemRow } from './items.ts';

type StockRow = { dealer_code: string; dealer_name: string; city_code: string; qty: number };

// One item with its stock at the dealers of the visitor's holding; undefined when unknown or withdrawn.
export async function findItem(
  db: Db,
  catalog: StoreCatalog,
  params: { id: number; holdingId: HoldingId },
): Promise<StoreItem | undefined> {
  const [row] = await selectRows<ItemRow & { description: string; images: string[] }>(
    db,
    sql`select ${CARD_COLUMNS}, i.description, i.images
      from store_items i where i.id = ${params.id} and i.is_active`,
  );
  if (!row) return undefined;
  const stock = await selectRows<StockRow>(
    db,
    sql`select d.code as dealer_code, d.name as dealer_name, d.city_code, s.qty
      from store_stock s join dealers d on d.id = s.dealer_id
      where s.item_id = ${params.id} and s.qty > 0 and d.holding_id = ${params.holdingId}
      order by s.qty desc, d.sort, d.id`,
  );
  const card = toCard(catalog, row, stock.length > 0);
  return {
    ...card,
    description: row.description,
    images: row.images,
    country: catalog.brands.get(row.brand_id)?.country ?? '',
    stock: stock.map((s) => ({
      dealerCode: s.dealer_code,
      dealerName: s.dealer_name,
      cityCode: s.city_code,
      qty: s.qty,
    })),
  };
}
