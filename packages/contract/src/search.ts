import { z } from 'zod';
import { holdingIdQuery } from './common.ts';
import { resultsPageMetaSchema, storeCategoryLinkSchema } from './store.ts';

// The store schemas travel with the search ones: one barrel line in index.ts covers both.
export * from './store.ts';

// GET /search (SPEC 3 «Search response», SPEC 7): three groups, each paged on its own.

const page = (label: string) =>
  z.coerce
    .number<number | string>({ error: `${label}: целое число от 1` })
    .int(`${label}: целое число от 1`)
    .min(1, `${label}: целое число от 1`)
    .max(1000, `${label}: не больше 1000`)
    .default(1)
    .meta({ type: 'integer' });

// SPEC 7 sends the flags as "true"; absent means on.
const spelling = (description: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'Ожидается true или false' })
    .default('true')
    .transform((v) => v === 'true' || v === '1')
    .meta({ description });

export const searchGroupKeySchema = z
  .enum(['vehicles', 'accessories', 'parts'])
  .meta({ id: 'SearchGroupKey' });
export type SearchGroupKey = z.infer<typeof searchGroupKeySchema>;

// ?filter=parts:Фильтры масляные&filter=vehicles:BMW X5; a bare value narrows the groups that have it.
const filterList = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.string().trim().min(1, 'Пустой фильтр').max(200, 'Слишком длинный фильтр'))
    .max(30, 'Слишком много фильтров'),
);

export const searchQuerySchema = holdingIdQuery.extend({
  query: z
    .string({ error: 'Введите запрос' })
    .trim()
    .max(200, 'Слишком длинный запрос: не более 200 символов')
    .default('')
    .meta({ description: 'Что ищет посетитель', example: 'тормозные колодки' }),
  pageVehicles: page('Страница автомобилей'),
  pageAccessories: page('Страница аксессуаров'),
  pageParts: page('Страница запчастей'),
  trli: spelling('Искать в другом алфавите (транслитерация): "kolodki" → «колодки»'),
  trla: spelling('Исправлять раскладку клавиатуры: ",vd" → «бмв»'),
  trlali: spelling('Раскладка, затем транслитерация'),
  filter: filterList.meta({
    description:
      'Фасеты: «группа:значение» (vehicles, accessories, parts) или значение для всех групп',
  }),
  city: z
    .enum(['msk', 'spb'], { error: 'Город: msk или spb' })
    .optional()
    .meta({ description: 'Город посетителя: его автомобили идут первыми' }),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type SearchParams = z.output<typeof searchQuerySchema>;

export const searchFacetSchema = z
  .object({ value: z.string(), count: z.number().int() })
  .meta({ id: 'SearchFacet' });
export type SearchFacet = z.infer<typeof searchFacetSchema>;

const metaId = z.object({ id: z.string() }).meta({ id: 'SearchHitMeta' });
const preview = z.object({ source: z.string() }).nullable();

// SPEC 3 vehicle result; filters name the listing that «Смотреть все» opens.
export const searchVehicleHitSchema = z
  .object({
    id: z.number().int(),
    mark: z.string(),
    model: z.string(),
    modification: z.string(),
    disprice: z.number().int(),
    preview,
    filters: z.object({ car_type_code: z.string(), mark_code: z.string(), model_code: z.string() }),
    Meta: metaId,
    // Beyond SPEC 3: what a results page says of each vehicle (new or used, year, mileage, city).
    condition: z.enum(['new', 'used']),
    year: z.number().int(),
    mileage: z.number().int(),
    city: z.string(),
  })
  .meta({ id: 'SearchVehicleHit' });
export type SearchVehicleHit = z.infer<typeof searchVehicleHitSchema>;

// SPEC 3 accessory result (parts use the same shape); price and part_code complete the card.
export const searchItemHitSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    brand: z.object({ name_en: z.string() }),
    current_disprice: z.number(),
    price: z.number(),
    part_code: z.string(),
    acc_item_id: z.number().int(),
    preview,
    accCategory: z.array(storeCategoryLinkSchema),
    Meta: metaId,
  })
  .meta({ id: 'SearchItemHit' });
export type SearchItemHit = z.infer<typeof searchItemHitSchema>;

// A group of one page: hits grouped by GroupKey (model, or category), facets counted before the
// facet filter (totalFacetCount is their sum), meta counted after it.
const searchGroup = <T extends z.ZodType>(hit: T, id: string) =>
  z
    .object({
      results: z.array(z.object({ GroupKey: z.string(), Group: z.array(hit) })),
      facets: z.array(searchFacetSchema),
      totalFacetCount: z.number().int(),
      meta: resultsPageMetaSchema,
    })
    .meta({ id });

export const searchVehicleGroupSchema = searchGroup(searchVehicleHitSchema, 'SearchVehicleGroup');
export const searchItemGroupSchema = searchGroup(searchItemHitSchema, 'SearchItemGroup');
export type SearchVehicleGroup = z.infer<typeof searchVehicleGroupSchema>;
export type SearchItemGroup = z.infer<typeof searchItemGroupSchema>;

export const searchResponseSchema = z
  .object({
    vehicles: searchVehicleGroupSchema,
    accessories: searchItemGroupSchema,
    parts: searchItemGroupSchema,
    // The query as it was read when a word was typed in the other keyboard layout (trla, trlali):
    // «ещнщеф» → «toyota»; null when every word was read as typed.
    corrected: z.string().nullable(),
  })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
