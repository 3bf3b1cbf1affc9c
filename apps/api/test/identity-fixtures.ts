import type { TransportType } from '@dealer/contract';
import type { Db } from '../src/db/client.ts';
import {
  brands,
  cities,
  dealers,
  holdings,
  models,
  storeBrands,
  storeCategories,
  storeItems,
  storeStock,
  vehicles,
} from '../src/db/schema/index.ts';

// The few catalogue rows the personal-data tests point at; invented values only.
export async function insertDealer(db: Db): Promise<number> {
  await db
    .insert(holdings)
    .values({ id: 1, domain: 'vektor', name: 'Vektor Motors' })
    .onConflictDoNothing();
  await db
    .insert(cities)
    .values({ code: 'msk', name: 'Москва', regionWithType: 'г Москва', lat: 55.75, lon: 37.62 })
    .onConflictDoNothing();
  const [dealer] = await db
    .insert(dealers)
    .values({
      holdingId: 1,
      cityCode: 'msk',
      code: `test-dealer-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Test Dealer',
      nameRu: 'Тестовый дилер',
      address: 'Москва, Тестовая улица, 1',
      lat: 55.7,
      lon: 37.6,
      workingHours: 'Ежедневно 10:00-21:00',
    })
    .returning({ id: dealers.id });
  return dealer!.id;
}

export async function insertVehicles(
  db: Db,
  types: readonly TransportType[],
): Promise<{ id: number; type: TransportType }[]> {
  const dealerId = await insertDealer(db);
  const code = Math.random().toString(36).slice(2, 8);
  const [brand] = await db
    .insert(brands)
    .values({
      code: `tb-${code}`,
      nameEn: 'Testmark',
      nameRu: 'Тестмарк',
      country: 'russia',
      logo: '/l.svg',
    })
    .returning({ id: brands.id });
  const [model] = await db
    .insert(models)
    .values({ brandId: brand!.id, code: 'tm', name: 'Testmodel', category: 'cars' })
    .returning({ id: models.id });
  const rows = await db
    .insert(vehicles)
    .values(
      types.map((type, i) => ({
        holdingId: 1,
        cityCode: 'msk',
        dealerId,
        category: type,
        transportType: type,
        condition: 'new' as const,
        brandId: brand!.id,
        modelId: model!.id,
        modification: '1.6 AT',
        equipment: 'Base',
        year: 2025,
        price: 2_000_000 + i,
        disprice: 1_900_000 + i,
        color: 'белый',
        colorHex: '#ffffff',
        colorGroup: 'white',
        country: 'russia',
        engineType: 'petrol',
        power: 120,
        vin: `TESTVIN${code}${String(i).padStart(4, '0')}`.slice(0, 17).toUpperCase(),
      })),
    )
    .returning({ id: vehicles.id, type: vehicles.transportType });
  return rows;
}

// Store items of both kinds with stock at one dealer.
export async function insertStoreItems(
  db: Db,
  kinds: readonly ('store' | 'parts')[],
): Promise<{ id: number; kind: 'store' | 'parts' }[]> {
  const dealerId = await insertDealer(db);
  const code = Math.random().toString(36).slice(2, 8);
  const [brand] = await db
    .insert(storeBrands)
    .values({ code: `sb-${code}`, nameEn: 'Testparts' })
    .returning({ id: storeBrands.id });
  const categoryOf: Record<string, number> = {};
  for (const kind of new Set(kinds)) {
    const [top] = await db
      .insert(storeCategories)
      .values({ kind, level: 1, code: `${kind}-top-${code}`, nameRu: 'Верхняя' })
      .returning({ id: storeCategories.id });
    const [leaf] = await db
      .insert(storeCategories)
      .values({ kind, level: 2, parentId: top!.id, code: `${kind}-leaf-${code}`, nameRu: 'Нижняя' })
      .returning({ id: storeCategories.id });
    categoryOf[kind] = leaf!.id;
  }
  const rows = await db
    .insert(storeItems)
    .values(
      kinds.map((kind, i) => ({
        kind,
        categoryId: categoryOf[kind]!,
        brandId: brand!.id,
        name: `Тестовый товар ${i}`,
        partCode: `TP-${code}-${i}`,
        price: 1000.5 + i,
        disprice: 900.25 + i,
        minCount: kind === 'parts' ? 2 : 1,
      })),
    )
    .returning({ id: storeItems.id, kind: storeItems.kind });
  await db.insert(storeStock).values(rows.map((row) => ({ itemId: row.id, dealerId, qty: 3 })));
  return rows;
}
