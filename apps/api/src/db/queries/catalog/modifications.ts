import type { Modification } from '@dealer/contract';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { brands, models, vehicles } from '../../schema/index.ts';
import { facetLabel } from './labels.ts';
import { onSaleSql } from './on-sale.ts';

export type ModelRef = { markId: number; modelId: number; mark: CodeName; model: CodeName };
type CodeName = { code: string; name: string };

// The key parts of a modification id; nulls (no gearbox, no drive) travel as «none».
type Powertrain = {
  engineType: string;
  engineVolume: number;
  power: number;
  gearType: string | null;
  driveType: string | null;
};

const NONE = 'none';

export function modificationId(mark: string, model: string, p: Powertrain): string {
  return [
    mark,
    model,
    p.engineType,
    p.engineVolume,
    p.power,
    p.gearType ?? NONE,
    p.driveType ?? NONE,
  ].join('_');
}

export function parseModificationId(id: string): {
  mark: string;
  model: string;
  powertrain: Powertrain;
} {
  const [
    mark = '',
    model = '',
    engineType = '',
    volume = '0',
    power = '0',
    gear = NONE,
    drive = NONE,
  ] = id.split('_');
  return {
    mark,
    model,
    powertrain: {
      engineType,
      engineVolume: Number(volume),
      power: Number(power),
      gearType: gear === NONE ? null : gear,
      driveType: drive === NONE ? null : drive,
    },
  };
}

export async function findModel(db: Db, mark: string, model: string): Promise<ModelRef | null> {
  const [row] = await db
    .select({
      markId: brands.id,
      modelId: models.id,
      markCode: brands.code,
      markName: brands.nameEn,
      modelCode: models.code,
      modelName: models.name,
    })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(eq(brands.code, mark), eq(models.code, model)));
  if (!row) return null;
  return {
    markId: row.markId,
    modelId: row.modelId,
    mark: { code: row.markCode, name: row.markName },
    model: { code: row.modelCode, name: row.modelName },
  };
}

const coded = (key: 'engineType' | 'gearType' | 'driveType', code: string | null) =>
  code === null ? null : { code, name: facetLabel(key, code) };

const inStock = sql<number>`count(*) filter (where ${onSaleSql()})`.mapWith(Number);
const orNull = (
  column: typeof vehicles.gearType | typeof vehicles.driveType,
  value: string | null,
) => (value === null ? isNull(column) : eq(column, value));

// The vehicles of a model in a holding, of one powertrain when given.
function scopeOf(holdingId: number, ref: ModelRef, p?: Powertrain): SQL | undefined {
  return and(
    eq(vehicles.holdingId, holdingId),
    eq(vehicles.brandId, ref.markId),
    eq(vehicles.modelId, ref.modelId),
    ...(p
      ? [
          eq(vehicles.engineType, p.engineType),
          eq(vehicles.engineVolume, p.engineVolume),
          eq(vehicles.power, p.power),
          orNull(vehicles.gearType, p.gearType),
          orNull(vehicles.driveType, p.driveType),
        ]
      : []),
  );
}

// Distinct powertrains of a model among the holding's vehicles, sold ones included (they existed).
export async function modelModifications(
  db: Db,
  holdingId: number,
  ref: ModelRef,
  powertrain?: Powertrain,
): Promise<Modification[]> {
  const rows = await db
    .select({
      // Powertrains that differ only in the wording (trailer axles) are one modification.
      name: sql<string>`min(${vehicles.modification})`,
      engineType: vehicles.engineType,
      engineVolume: vehicles.engineVolume,
      power: vehicles.power,
      gearType: vehicles.gearType,
      driveType: vehicles.driveType,
      yearFrom: sql<number>`min(${vehicles.year})`.mapWith(Number),
      yearTo: sql<number>`max(${vehicles.year})`.mapWith(Number),
      inStock,
    })
    .from(vehicles)
    .where(scopeOf(holdingId, ref, powertrain))
    .groupBy(
      vehicles.engineType,
      vehicles.engineVolume,
      vehicles.power,
      vehicles.gearType,
      vehicles.driveType,
    )
    .orderBy(asc(vehicles.engineType), asc(vehicles.power), asc(vehicles.engineVolume));
  return rows.map((r) => ({
    id: modificationId(ref.mark.code, ref.model.code, r),
    name: r.name,
    engineType: { code: r.engineType, name: facetLabel('engineType', r.engineType) },
    engineVolume: r.engineVolume,
    power: r.power,
    gearType: coded('gearType', r.gearType),
    driveType: coded('driveType', r.driveType),
    yearFrom: r.yearFrom,
    yearTo: r.yearTo,
    inStock: r.inStock,
  }));
}

// Equipment names of one powertrain, with the count and the lowest price of those on sale.
export async function modificationEquipments(
  db: Db,
  holdingId: number,
  ref: ModelRef,
  p: Powertrain,
): Promise<{ name: string; inStock: number; priceFrom: number | null }[]> {
  const rows = await db
    .select({
      name: vehicles.equipment,
      inStock,
      priceFrom: sql<string | null>`min(${vehicles.disprice}) filter (where ${onSaleSql()})`,
    })
    .from(vehicles)
    .where(scopeOf(holdingId, ref, p))
    .groupBy(vehicles.equipment)
    .orderBy(asc(vehicles.equipment));
  return rows.map((r) => ({ ...r, priceFrom: r.priceFrom === null ? null : Number(r.priceFrom) }));
}
