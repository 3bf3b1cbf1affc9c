import type { VehicleDetail, VehicleShort } from '@dealer/contract';
import { formatMileage } from '@dealer/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { dealers, series, vehiclePrices, vehicles } from '../../schema/index.ts';
import { selectCards, toCard } from './cards.ts';
import {
  BODY_TYPE_LABELS,
  COUNTRY_LABELS,
  DRIVE_TYPE_LABELS,
  ENGINE_TYPE_LABELS,
  GEAR_TYPE_LABELS,
  labelOf,
  MOTO_CLASS_LABELS,
} from './vocabulary.ts';

const detailColumns = {
  vin: vehicles.vin,
  stateNumber: vehicles.stateNumber,
  owners: vehicles.owners,
  seats: vehicles.seats,
  country: vehicles.country,
  commercialType: vehicles.commercialType,
  isCommercial: vehicles.isCommercial,
  isElectric: vehicles.isElectric,
  options: vehicles.options,
  panorama: vehicles.panorama,
  description: vehicles.description,
  createdAt: vehicles.createdAt,
  holdingId: vehicles.holdingId,
  seriesId: vehicles.seriesId,
  dealerAddress: dealers.address,
  dealerPhones: dealers.phones,
  dealerHours: dealers.workingHours,
  dealerLat: dealers.lat,
  dealerLon: dealers.lon,
};

// One vehicle of a holding by id, with everything its page shows; null when the holding has no such vehicle.
export async function findVehicle(
  db: Db,
  holdingId: number,
  id: number,
): Promise<VehicleDetail | null> {
  const [row] = await selectCards(db, detailColumns)
    .where(and(eq(vehicles.id, id), eq(vehicles.holdingId, holdingId)))
    .limit(1);
  if (!row) return null;
  const [gen] = row.seriesId
    ? await db
        .select({ id: series.id, code: series.code, name: series.name })
        .from(series)
        .where(eq(series.id, row.seriesId))
    : [];
  const card = toCard(row);
  const prices = await db
    .select({ at: vehiclePrices.changedAt, price: vehiclePrices.disprice })
    .from(vehiclePrices)
    .where(eq(vehiclePrices.vehicleId, row.id))
    .orderBy(vehiclePrices.changedAt, vehiclePrices.id);
  const specs = [
    { label: 'Год выпуска', value: String(row.year) },
    { label: 'Пробег', value: formatMileage(row.mileage) },
    ...(row.bodyType ? [{ label: 'Кузов', value: labelOf(BODY_TYPE_LABELS, row.bodyType) }] : []),
    ...(row.motoClass
      ? [{ label: 'Класс', value: labelOf(MOTO_CLASS_LABELS, row.motoClass) }]
      : []),
    { label: 'Двигатель', value: labelOf(ENGINE_TYPE_LABELS, row.engineType) },
    ...(row.engineVolume > 0 ? [{ label: 'Объём', value: `${row.engineVolume} см³` }] : []),
    ...(row.power > 0 ? [{ label: 'Мощность', value: `${row.power} л.с.` }] : []),
    ...(row.gearType ? [{ label: 'Коробка', value: labelOf(GEAR_TYPE_LABELS, row.gearType) }] : []),
    ...(row.driveType
      ? [{ label: 'Привод', value: labelOf(DRIVE_TYPE_LABELS, row.driveType) }]
      : []),
    { label: 'Цвет', value: row.color },
    ...(row.seats ? [{ label: 'Мест', value: String(row.seats) }] : []),
    ...(row.owners ? [{ label: 'Владельцев', value: String(row.owners) }] : []),
  ];
  return {
    ...card,
    vin: row.vin ?? '',
    stateNumber: row.stateNumber,
    owners: row.owners,
    seats: row.seats,
    country: { code: row.country, name: labelOf(COUNTRY_LABELS, row.country) },
    commercialType: row.commercialType,
    isCommercial: row.isCommercial,
    isElectric: row.isElectric,
    options: row.options,
    photos: row.photos,
    panorama: row.panorama,
    series: gen ?? null,
    description: row.description,
    dealer: {
      ...card.dealer,
      address: row.dealerAddress,
      phone: row.dealerPhones[0] ?? '',
      workingHours: row.dealerHours,
      lat: row.dealerLat,
      lon: row.dealerLon,
    },
    specs,
    // One price is no history: the card shows it only once the price has changed.
    priceHistory:
      prices.length > 1 ? prices.map((p) => ({ date: p.at.toISOString(), price: p.price })) : [],
    createdAt: row.createdAt.toISOString(),
  };
}

export function toShort(card: VehicleDetail | ReturnType<typeof toCard>): VehicleShort {
  return {
    id: card.id,
    category: card.category,
    typeOfTransport: card.typeOfTransport,
    condition: card.condition,
    status: card.status,
    mark: { code: card.mark.code, name: card.mark.name },
    model: card.model,
    modification: card.modification,
    year: card.year,
    price: card.price,
    disprice: card.disprice,
    mileage: card.mileage,
    preview: card.preview,
    city: card.city,
    dealer: { id: card.dealer.id, code: card.dealer.code, name: card.dealer.name },
  };
}

// The id of a holding's vehicle by VIN (the QR pages), any case.
export async function vehicleIdByVin(
  db: Db,
  holdingId: number,
  vin: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.holdingId, holdingId), eq(vehicles.vin, sql`upper(${vin})`)))
    .limit(1);
  return row?.id ?? null;
}
