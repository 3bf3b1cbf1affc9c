import { z } from 'zod';
import { transportTypeSchema, vehicleStatusSchema } from './catalog-vocabulary.ts';
import { holdingIdQuery } from './common.ts';
import { booleanQuery, idListBody, idListQuery } from './identity-common.ts';

// SPEC 3 «Favourite vehicles» and «Compare»: ids by transport type, each with id and typeOfTransport.
export const vehicleRefSchema = z
  .object({ id: z.number().int(), typeOfTransport: transportTypeSchema })
  .meta({ id: 'VehicleRef' });
export type VehicleRef = z.infer<typeof vehicleRefSchema>;

export const vehicleIdsSchema = z
  .object({
    cars: z.array(vehicleRefSchema),
    moto: z.array(vehicleRefSchema),
    atv: z.array(vehicleRefSchema),
    'jet-ski': z.array(vehicleRefSchema),
  })
  .meta({ id: 'VehicleIdsByType' });
export type VehicleIds = z.infer<typeof vehicleIdsSchema>;

export const vehicleListShortSchema = z
  .object({ ids: vehicleIdsSchema, count: z.number().int() })
  .meta({ id: 'VehicleListShort' });
export type VehicleListShort = z.infer<typeof vehicleListShortSchema>;

// A listed vehicle with what a favourites or compare card shows; sold ones stay, marked by status.
export const listedVehicleSchema = z
  .object({
    id: z.number().int(),
    typeOfTransport: transportTypeSchema,
    status: vehicleStatusSchema,
    condition: z.enum(['new', 'used']),
    mark: z.string(),
    markCode: z.string(),
    model: z.string(),
    modelCode: z.string(),
    modification: z.string(),
    year: z.number().int(),
    price: z.number().int(),
    disprice: z.number().int(),
    mileage: z.number().int(),
    color: z.string(),
    photo: z.string().nullable(),
    holdingId: z.number().int(),
    cityCode: z.string(),
    addedAt: z.string(),
  })
  .meta({ id: 'ListedVehicle' });
export type ListedVehicle = z.infer<typeof listedVehicleSchema>;

export const vehicleListSchema = z
  .object({ items: z.array(listedVehicleSchema), ids: vehicleIdsSchema, count: z.number().int() })
  .meta({ id: 'VehicleList' });
export type VehicleList = z.infer<typeof vehicleListSchema>;

// POST /favorite, POST /compare (SPEC 7: body carId as a list).
export const vehicleIdsBodySchema = z.object({ carId: idListBody }).meta({ id: 'CarIdsBody' });
export type VehicleIdsBody = z.infer<typeof vehicleIdsBodySchema>;

// DELETE /favorite, /compare: query carId (list) or deleteAll=true.
export const vehicleIdsDeleteQuery = holdingIdQuery
  .extend({ carId: idListQuery.optional(), deleteAll: booleanQuery.optional() })
  .refine((q) => q.deleteAll === true || q.carId !== undefined, {
    message: 'Укажите carId или deleteAll=true',
    path: ['carId'],
  });
export type VehicleIdsDeleteQuery = z.input<typeof vehicleIdsDeleteQuery>;

// SPEC 3 «Favourite accessories»: a list of accessory item ids, with a count.
export const accessoryIdsSchema = z
  .object({ items: z.array(z.object({ id: z.number().int() })), count: z.number().int() })
  .meta({ id: 'AccessoryIds' });
export type AccessoryIds = z.infer<typeof accessoryIdsSchema>;

export const accessoryIdsBodySchema = z
  .object({ accItemId: idListBody })
  .meta({ id: 'AccItemIdsBody' });
export type AccessoryIdsBody = z.infer<typeof accessoryIdsBodySchema>;

export const accessoryIdsDeleteQuery = holdingIdQuery
  .extend({ accItemId: idListQuery.optional(), deleteAll: booleanQuery.optional() })
  .refine((q) => q.deleteAll === true || q.accItemId !== undefined, {
    message: 'Укажите accItemId или deleteAll=true',
    path: ['accItemId'],
  });
export type AccessoryIdsDeleteQuery = z.input<typeof accessoryIdsDeleteQuery>;
