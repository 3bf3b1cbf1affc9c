import { z } from 'zod';
import { LISTING_FLAGS } from '@dealer/domain/listing/keys';

// Fixed words of the vehicle catalogue that travel on the wire; the open vocabularies (body types,
// colours, countries...) are slugs whose labels come with the facets.

// SPEC 2.4 listing categories.
export const vehicleCategorySchema = z
  .enum(['cars', 'electro', 'moto', 'jet-ski', 'atv', 'commercial'], {
    error: 'Категория: cars, electro, moto, jet-ski, atv или commercial',
  })
  .meta({ id: 'VehicleCategory', description: 'Раздел каталога' });
export type VehicleCategory = z.infer<typeof vehicleCategorySchema>;

// SPEC 3 favourites and compare lists by transport type.
export const transportTypeSchema = z
  .enum(['cars', 'moto', 'atv', 'jet-ski'])
  .meta({ id: 'TransportType', description: 'Тип транспорта' });
export type TransportType = z.infer<typeof transportTypeSchema>;

export const vehicleConditionSchema = z
  .enum(['new', 'used'], { error: 'Состояние: new или used' })
  .meta({ id: 'VehicleCondition', description: 'Новый или с пробегом' });
export type VehicleCondition = z.infer<typeof vehicleConditionSchema>;

export const vehicleStatusSchema = z
  .enum(['in-stock', 'in-transit', 'reserved', 'sold', 'on-sale-soon'], {
    error: 'Статус: in-stock, in-transit, reserved, sold или on-sale-soon',
  })
  .meta({
    id: 'VehicleStatus',
    description: 'В наличии, в пути, забронирован, продан, скоро в продаже',
  });
export type VehicleStatus = z.infer<typeof vehicleStatusSchema>;

// Listing flags of the fixed pages /cars/sale, /cars/vat, /cars/on-sale-soon, /cars/new/promo.
export const vehicleFlagSchema = z
  .enum(LISTING_FLAGS, {
    error: 'Признак: sale, vat, on-sale-soon или promo',
  })
  .meta({ id: 'VehicleFlag' });
export type VehicleFlag = z.infer<typeof vehicleFlagSchema>;

// Discounts a buyer gets only under a condition (credit, trade-in, insurance through the dealer).
export const conditionalDiscountsSchema = z
  .object({ credit: z.number().int(), tradeIn: z.number().int(), insurance: z.number().int() })
  .meta({
    id: 'ConditionalDiscounts',
    description: 'Скидки в рублях при кредите, трейд-ин, страховке',
  });
export type ConditionalDiscounts = z.infer<typeof conditionalDiscountsSchema>;
