import { z } from 'zod';
import { FACET_KEYS, RANGE_KEYS, type FacetKey, type RangeKey } from '@dealer/domain/listing/keys';
import {
  conditionalDiscountsSchema,
  transportTypeSchema,
  vehicleCategorySchema,
  vehicleConditionSchema,
  vehicleStatusSchema,
} from './catalog-vocabulary.ts';

export const codeNameSchema = z
  .object({ code: z.string(), name: z.string() })
  .meta({ id: 'CodeName' });

// Paging of every list: meta.page.totalPages drives the Назад / Далее buttons (SPEC 3).
export const pageMetaSchema = z
  .object({
    page: z.object({
      current: z.number().int(),
      perPage: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    }),
  })
  .meta({ id: 'PageMeta' });
export type PageMeta = z.infer<typeof pageMetaSchema>;

// A vehicle in a listing.
export const vehicleCardSchema = z
  .object({
    id: z.number().int(),
    category: vehicleCategorySchema,
    typeOfTransport: transportTypeSchema,
    condition: vehicleConditionSchema,
    status: vehicleStatusSchema,
    mark: codeNameSchema.extend({ nameRu: z.string(), logo: z.string() }),
    model: codeNameSchema,
    modification: z.string(),
    equipment: z.string(),
    year: z.number().int(),
    price: z.number().int().meta({ description: 'Цена без скидки, ₽' }),
    disprice: z.number().int().meta({ description: 'Цена со скидкой, ₽' }),
    discounts: conditionalDiscountsSchema,
    mileage: z.number().int(),
    bodyType: z.string().nullable(),
    motoClass: z.string().nullable(),
    color: z.string(),
    colorHex: z.string(),
    colorGroup: z.string(),
    engineType: z.string(),
    engineVolume: z.number().int(),
    power: z.number().int(),
    gearType: z.string().nullable(),
    driveType: z.string().nullable(),
    city: z.enum(['msk', 'spb']),
    dealer: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    preview: z.string().meta({ description: 'Первое фото' }),
    photoCount: z.number().int(),
    labels: z.array(z.string()),
    isVat: z.boolean(),
    isSale: z.boolean(),
    isPromo: z.boolean(),
    priceDroppedAt: z.string().nullable().meta({
      description:
        'Когда цена снизилась в последний раз; null, если последнее изменение не снижение',
    }),
  })
  .meta({ id: 'VehicleCard' });
export type VehicleCard = z.infer<typeof vehicleCardSchema>;

// The vehicle page (/catalog/{id}): a sold vehicle answers too, with status sold, so the page can show 410.
export const vehicleDetailSchema = vehicleCardSchema
  .extend({
    vin: z.string(),
    stateNumber: z.string().nullable(),
    owners: z.number().int().nullable(),
    seats: z.number().int().nullable(),
    country: z.object({ code: z.string(), name: z.string() }),
    commercialType: z.string().nullable(),
    isCommercial: z.boolean(),
    isElectric: z.boolean(),
    options: z.array(z.string()),
    photos: z.array(z.string()),
    panorama: z
      .object({ exterior: z.array(z.string()), interior: z.string().nullable() })
      .nullable(),
    series: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
    description: z.string(),
    dealer: z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      address: z.string(),
      phone: z.string(),
      workingHours: z.string(),
      lat: z.number(),
      lon: z.number(),
    }),
    specs: z.array(z.object({ label: z.string(), value: z.string() })),
    priceHistory: z.array(z.object({ date: z.string(), price: z.number().int() })).meta({
      description: 'Цены без условий с датой изменения, от первой; пусто, если цена не менялась',
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'VehicleDetail' });
export type VehicleDetail = z.infer<typeof vehicleDetailSchema>;

export const facetValueSchema = z
  .object({
    value: z.string(),
    label: z.string(),
    count: z.number().int(),
    parent: z.string().optional().meta({ description: 'Код марки у значения фасета model' }),
  })
  .meta({ id: 'FacetValue' });
export type FacetValue = z.infer<typeof facetValueSchema>;

// The filters' names are the listing's, written once in the domain.
export { FACET_KEYS, RANGE_KEYS, type FacetKey, type RangeKey };

const rangeSchema = z.object({ min: z.number().int(), max: z.number().int() }).nullable();

// Counts per filter value given every other filter, and the bounds of the range filters.
export const catalogFacetsSchema = z
  .object({
    values: z.object(
      Object.fromEntries(FACET_KEYS.map((k) => [k, z.array(facetValueSchema)])) as Record<
        FacetKey,
        z.ZodArray<typeof facetValueSchema>
      >,
    ),
    ranges: z.object(
      Object.fromEntries(RANGE_KEYS.map((k) => [k, rangeSchema])) as Record<
        RangeKey,
        typeof rangeSchema
      >,
    ),
  })
  .meta({ id: 'CatalogFacets' });
export type CatalogFacets = z.infer<typeof catalogFacetsSchema>;

export const catalogListResponseSchema = z
  .object({
    items: z.array(vehicleCardSchema),
    meta: pageMetaSchema,
    facets: catalogFacetsSchema.nullable(),
  })
  .meta({ id: 'CatalogList' });
export type CatalogListResponse = z.infer<typeof catalogListResponseSchema>;
