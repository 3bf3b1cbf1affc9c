import { CITIES, getHolding, HOLDING_IDS } from '@dealer/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  brands,
  cities,
  dealerBrands,
  dealerDepartments,
  dealers,
  employees,
  holdings,
  models,
  series,
  vehicles,
} from '../../src/db/schema/index.ts';
import { bulkInsert } from '../bulk-insert.ts';
import { createRng, seedFor } from '../prng.ts';
import { buildDealers } from './build-dealers.ts';
import { buildMakes } from './build-makes.ts';
import { buildVehicles } from './build-vehicles.ts';

const CITY_CENTRES = {
  msk: { lat: 55.7558, lon: 37.6173 },
  spb: { lat: 59.9386, lon: 30.3141 },
} as const;

// Every catalogue row, built in memory from fixed seeds: the same on every machine and run.
export function buildCatalogue() {
  const makes = buildMakes(createRng(seedFor('catalog-makes')));
  const brandIdOf = (code: string): number => {
    const row = makes.brands.find((b) => b.code === code);
    if (!row?.id) throw new Error(`Unknown make ${code}`);
    return row.id;
  };
  const dealerRows = buildDealers(createRng(seedFor('catalog-dealers')), brandIdOf);
  const vehicleRows = buildVehicles(
    createRng(seedFor('catalog-vehicles')),
    makes.entries,
    dealerRows.specs,
  );
  return { makes, dealers: dealerRows, vehicles: vehicleRows };
}

export type CatalogueReport = {
  dealers: number;
  brands: number;
  models: number;
  vehicles: number;
  employees: number;
};

// Explicit ids were inserted; the identity sequences continue after them.
async function syncSequence(db: Db, table: string): Promise<void> {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1))`,
    ),
  );
}

// Holdings and cities always (other areas reference them); the catalogue once, when no make exists yet.
// Without vehicles (a suite that needs only the dealers) it takes a fraction of the time.
export async function seedCatalogue(
  db: Db,
  { vehicles: withVehicles = true } = {},
): Promise<CatalogueReport> {
  await db
    .insert(holdings)
    .values(
      HOLDING_IDS.map((id) => ({
        id,
        domain: getHolding(id).domain,
        name: getHolding(id).holdingName,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(cities)
    .values(
      CITIES.map((c) => ({
        code: c.code,
        name: c.city,
        regionWithType: c.region_with_type,
        ...CITY_CENTRES[c.code],
      })),
    )
    .onConflictDoNothing();
  const existing = await db.select({ id: brands.id }).from(brands).limit(1);
  if (existing.length > 0) return { dealers: 0, brands: 0, models: 0, vehicles: 0, employees: 0 };
  const data = buildCatalogue();
  await bulkInsert(db, brands, data.makes.brands);
  await bulkInsert(db, models, data.makes.models);
  await bulkInsert(db, series, data.makes.series);
  await bulkInsert(db, dealers, data.dealers.dealers);
  await bulkInsert(db, dealerBrands, data.dealers.dealerBrands);
  await bulkInsert(db, dealerDepartments, data.dealers.departments);
  await bulkInsert(db, employees, data.dealers.employees);
  if (withVehicles) await bulkInsert(db, vehicles, data.vehicles);
  for (const table of [
    'brands',
    'models',
    'series',
    'dealers',
    'dealer_departments',
    'employees',
    'vehicles',
  ])
    await syncSequence(db, table);
  return {
    dealers: data.dealers.dealers.length,
    brands: data.makes.brands.length,
    models: data.makes.models.length,
    vehicles: withVehicles ? data.vehicles.length : 0,
    employees: data.dealers.employees.length,
  };
}
