import type { ListedVehicle, VehicleIds, VehicleListShort } from '@dealer/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, compareVehicles, favoriteVehicles, models, vehicles } from '../schema/index.ts';
import { tilePhoto } from '../../stock-import/photo-urls.ts';

// Favourites and compare share one shape (SPEC 3): which table is the only difference.
export type VehicleListTable = typeof favoriteVehicles | typeof compareVehicles;
export const vehicleListTables = { favorite: favoriteVehicles, compare: compareVehicles } as const;

function emptyIds(): VehicleIds {
  return { cars: [], moto: [], atv: [], 'jet-ski': [] };
}

export async function listShort(
  db: Db,
  table: VehicleListTable,
  userId: number,
): Promise<VehicleListShort> {
  const rows = await db
    .select({ id: vehicles.id, typeOfTransport: vehicles.transportType })
    .from(table)
    .innerJoin(vehicles, eq(vehicles.id, table.vehicleId))
    .where(eq(table.userId, userId))
    .orderBy(asc(table.createdAt), asc(vehicles.id));
  const ids = emptyIds();
  for (const row of rows) ids[row.typeOfTransport].push(row);
  return { ids, count: rows.length };
}

export async function listFull(
  db: Db,
  table: VehicleListTable,
  userId: number,
): Promise<ListedVehicle[]> {
  const rows = await db
    .select({
      v: vehicles,
      mark: brands.nameEn,
      markCode: brands.code,
      model: models.name,
      modelCode: models.code,
      addedAt: table.createdAt,
    })
    .from(table)
    .innerJoin(vehicles, eq(vehicles.id, table.vehicleId))
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .where(eq(table.userId, userId))
    .orderBy(asc(table.createdAt), asc(vehicles.id));
  return rows.map(({ v, ...r }) => ({
    id: v.id,
    typeOfTransport: v.transportType,
    status: v.status,
    condition: v.condition,
    mark: r.mark,
    markCode: r.markCode,
    model: r.model,
    modelCode: r.modelCode,
    modification: v.modification,
    year: v.year,
    price: v.price,
    disprice: v.disprice,
    mileage: v.mileage,
    color: v.color,
    photo: tilePhoto(v.photos),
    holdingId: v.holdingId,
    cityCode: v.cityCode,
    addedAt: r.addedAt.toISOString(),
  }));
}

// Adds the vehicles that exist; answers the ids that do not, so the caller can say which.
export async function addVehicles(
  db: Db,
  table: VehicleListTable,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(inArray(vehicles.id, unique));
  const known = new Set(found.map((r) => r.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length > 0) return missing;
  await db
    .insert(table)
    .values(unique.map((vehicleId) => ({ userId, vehicleId })))
    .onConflictDoNothing();
  return [];
}

export async function removeVehicles(
  db: Db,
  table: VehicleListTable,
  userId: number,
  ids: readonly number[] | 'all',
): Promise<void> {
  const mine = eq(table.userId, userId);
  await db
    .delete(table)
    .where(ids === 'all' ? mine : and(mine, inArray(table.vehicleId, [...ids])));
}
