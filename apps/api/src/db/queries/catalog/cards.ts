import type { VehicleCard } from '@dealer/contract';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.ts';
import { brands, dealers, models, vehicles } from '../../schema/index.ts';
import { tilePhoto } from '../../../stock-import/photo-urls.ts';

// The columns of a listing card: the vehicle with its make, model and dealer.
export const cardColumns = {
  id: vehicles.id,
  category: vehicles.category,
  typeOfTransport: vehicles.transportType,
  condition: vehicles.condition,
  status: vehicles.status,
  markCode: brands.code,
  markName: brands.nameEn,
  markNameRu: brands.nameRu,
  markLogo: brands.logo,
  modelCode: models.code,
  modelName: models.name,
  modification: vehicles.modification,
  equipment: vehicles.equipment,
  year: vehicles.year,
  price: vehicles.price,
  disprice: vehicles.disprice,
  discountCredit: vehicles.discountCredit,
  discountTradeIn: vehicles.discountTradeIn,
  discountInsurance: vehicles.discountInsurance,
  mileage: vehicles.mileage,
  bodyType: vehicles.bodyType,
  motoClass: vehicles.motoClass,
  color: vehicles.color,
  colorHex: vehicles.colorHex,
  colorGroup: vehicles.colorGroup,
  engineType: vehicles.engineType,
  engineVolume: vehicles.engineVolume,
  power: vehicles.power,
  gearType: vehicles.gearType,
  driveType: vehicles.driveType,
  city: vehicles.cityCode,
  dealerId: dealers.id,
  dealerCode: dealers.code,
  dealerName: dealers.name,
  photos: vehicles.photos,
  labels: vehicles.labels,
  isVat: vehicles.isVat,
  isSale: vehicles.isSale,
  isPromo: vehicles.isPromo,
  priceDroppedAt: vehicles.priceDroppedAt,
};

type Columns = typeof cardColumns;
export type CardRow = {
  [K in keyof Columns]: Columns[K]['_']['notNull'] extends true
    ? Columns[K]['_']['data']
    : Columns[K]['_']['data'] | null;
};

export function toCard(row: CardRow): VehicleCard {
  return {
    id: row.id,
    category: row.category,
    typeOfTransport: row.typeOfTransport,
    condition: row.condition,
    status: row.status,
    mark: { code: row.markCode, name: row.markName, nameRu: row.markNameRu, logo: row.markLogo },
    model: { code: row.modelCode, name: row.modelName },
    modification: row.modification,
    equipment: row.equipment,
    year: row.year,
    price: row.price,
    disprice: row.disprice,
    discounts: {
      credit: row.discountCredit,
      tradeIn: row.discountTradeIn,
      insurance: row.discountInsurance,
    },
    mileage: row.mileage,
    bodyType: row.bodyType,
    motoClass: row.motoClass,
    color: row.color,
    colorHex: row.colorHex,
    colorGroup: row.colorGroup,
    engineType: row.engineType,
    engineVolume: row.engineVolume,
    power: row.power,
    gearType: row.gearType,
    driveType: row.driveType,
    city: row.city === 'spb' ? 'spb' : 'msk',
    dealer: { id: row.dealerId, code: row.dealerCode, name: row.dealerName },
    preview: tilePhoto(row.photos),
    photoCount: row.photos.length,
    labels: row.labels,
    isVat: row.isVat,
    isSale: row.isSale,
    isPromo: row.isPromo,
    priceDroppedAt: row.priceDroppedAt?.toISOString() ?? null,
  };
}

// The vehicles with their make, model and dealer joined; callers add where, order and limit.
export function selectCards<E extends Record<string, AnyPgColumn>>(db: Db, extra: E = {} as E) {
  return db
    .select({ ...cardColumns, ...extra })
    .from(vehicles)
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .innerJoin(dealers, eq(dealers.id, vehicles.dealerId));
}
