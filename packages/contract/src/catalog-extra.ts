import { z } from 'zod';
import { catalogFacetsSchema, codeNameSchema, pageMetaSchema } from './catalog.ts';
import { catalogFilterSchema } from './catalog-query.ts';
import {
  transportTypeSchema,
  vehicleCategorySchema,
  vehicleConditionSchema,
  vehicleStatusSchema,
} from './catalog-vocabulary.ts';
import { holdingIdQuery } from './common.ts';
import { listOf, pageParam, perPageParam } from './paging.ts';

export const vehicleIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Номер автомобиля: целое число' })
    .int('Номер автомобиля: целое число')
    .min(1, 'Номер автомобиля: целое число от 1')
    .max(2_147_483_647, 'Номер автомобиля слишком большой')
    .meta({ type: 'integer', description: 'Номер автомобиля' }),
});

// A vehicle in favourites, compare, forms and menus.
export const vehicleShortSchema = z
  .object({
    id: z.number().int(),
    category: vehicleCategorySchema,
    typeOfTransport: transportTypeSchema,
    condition: vehicleConditionSchema,
    status: vehicleStatusSchema,
    mark: codeNameSchema,
    model: codeNameSchema,
    modification: z.string(),
    year: z.number().int(),
    price: z.number().int(),
    disprice: z.number().int(),
    mileage: z.number().int(),
    preview: z.string(),
    city: z.enum(['msk', 'spb']),
    dealer: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  })
  .meta({ id: 'VehicleShort' });
export type VehicleShort = z.infer<typeof vehicleShortSchema>;

const idList = listOf(
  z.string().regex(/^[1-9]\d{0,9}$/, 'Номер автомобиля: целое число'),
  100,
).meta({ description: 'Номера автомобилей через запятую; проданные тоже отдаются' });

export const catalogShortQuerySchema = holdingIdQuery.extend(catalogFilterSchema.shape).extend({
  id: idList,
  page: pageParam,
  perPage: perPageParam(24),
});
export type CatalogShortQuery = z.input<typeof catalogShortQuerySchema>;

export const catalogShortResponseSchema = z
  .object({ items: z.array(vehicleShortSchema), meta: pageMetaSchema })
  .meta({ id: 'CatalogShortList' });

export const vehicleShortDetailSchema = vehicleShortSchema
  .extend({
    vin: z.string(),
    color: z.string(),
    dealer: z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      address: z.string(),
      phone: z.string(),
    }),
  })
  .meta({ id: 'VehicleShortDetail' });

export const catalogExtFilterQuerySchema = holdingIdQuery.extend(catalogFilterSchema.shape);
export const catalogExtFilterResponseSchema = z
  .object({ total: z.number().int(), facets: catalogFacetsSchema })
  .meta({ id: 'CatalogExtFilter' });

export const catalogMiniFilterQuerySchema = holdingIdQuery.extend({
  category: catalogFilterSchema.shape.category,
  condition: catalogFilterSchema.shape.condition,
});
const countedSchema = codeNameSchema.extend({ count: z.number().int() });
export const catalogMiniFilterResponseSchema = z
  .object({
    total: z.number().int(),
    marks: z.array(countedSchema.extend({ models: z.array(countedSchema) })),
    price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    year: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  })
  .meta({ id: 'CatalogMiniFilter' });

export const catalogNewModelsQuerySchema = holdingIdQuery.extend({
  category: catalogFilterSchema.shape.category,
});
export const newModelSchema = z
  .object({
    mark: codeNameSchema,
    model: codeNameSchema,
    category: vehicleCategorySchema,
    bodyType: z.string().nullable(),
    priceFrom: z.number().int(),
    count: z.number().int(),
    preview: z.string(),
  })
  .meta({ id: 'NewModel' });
export const catalogNewModelsResponseSchema = z
  .object({ items: z.array(newModelSchema) })
  .meta({ id: 'NewModelList' });

export const catalogPanoramaQuerySchema = holdingIdQuery.extend(vehicleIdParamsSchema.shape);
export const catalogPanoramaResponseSchema = z
  .object({ id: z.number().int(), exterior: z.array(z.string()), interior: z.string().nullable() })
  .meta({ id: 'VehiclePanorama' });

export const vinParamsSchema = z.object({
  vin: z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'VIN должен содержать 17 символов'),
});
