import { z } from 'zod';
import { holdingIdQuery } from './common.ts';

// Accessories (store) and parts: two category trees of three levels and the items on them.

export const storeKindSchema = z
  .enum(['store', 'parts'], { error: 'Раздел: store или parts' })
  .meta({ id: 'StoreKind', description: 'store: аксессуары, parts: запчасти' });
export type StoreKind = z.infer<typeof storeKindSchema>;

// Paging of the store lists and of every /search group: meta.page.totalPages drives Назад / Далее.
export const resultsPageMetaSchema = z
  .object({
    page: z.object({
      current: z.number().int(),
      perPage: z.number().int(),
      total: z.number().int().meta({ description: 'Найдено всего' }),
      totalPages: z.number().int(),
    }),
  })
  .meta({ id: 'ResultsPageMeta' });
export type ResultsPageMeta = z.infer<typeof resultsPageMetaSchema>;

export const storeCategoryLinkSchema = z
  .object({ nameRu: z.string(), code: z.string() })
  .meta({ id: 'StoreCategoryLink' });
export type StoreCategoryLink = z.infer<typeof storeCategoryLinkSchema>;

const counted = storeCategoryLinkSchema.extend({
  count: z.number().int().meta({ description: 'Товаров в категории' }),
});

// SPEC 3 «Accessory and part categories»: nameRu, code, image, categories (nameRu, code); the
// third level and the counts come along so menus can drop empty entries (SPEC 2.12).
export const storeCategorySchema = counted
  .extend({
    image: z.string().nullable(),
    categories: z.array(
      counted.extend({ categories: z.array(counted) }).meta({ id: 'StoreSubcategory' }),
    ),
  })
  .meta({ id: 'StoreCategory' });
export type StoreCategory = z.infer<typeof storeCategorySchema>;

export const storeCategoriesResponseSchema = z
  .object({ store: z.array(storeCategorySchema), parts: z.array(storeCategorySchema) })
  .meta({ id: 'StoreCategories' });
export type StoreCategoriesResponse = z.infer<typeof storeCategoriesResponseSchema>;

export const storeBrandSchema = z
  .object({ code: z.string(), nameEn: z.string() })
  .meta({ id: 'StoreBrand' });

// An item in a list; prices in roubles (may carry kopecks), disprice equals price without a discount.
export const storeItemCardSchema = z
  .object({
    id: z.number().int(),
    kind: storeKindSchema,
    name: z.string(),
    brand: storeBrandSchema,
    category: z.array(storeCategoryLinkSchema).meta({ description: 'Путь категорий, сверху вниз' }),
    partCode: z.string(),
    price: z.number(),
    disprice: z.number(),
    minCount: z.number().int(),
    inStock: z.boolean().meta({ description: 'Есть у дилеров холдинга' }),
    image: z.string().nullable(),
  })
  .meta({ id: 'StoreItemCard' });
export type StoreItemCard = z.infer<typeof storeItemCardSchema>;

export const storeStockSchema = z
  .object({
    dealerCode: z.string(),
    dealerName: z.string(),
    cityCode: z.string(),
    qty: z.number().int(),
  })
  .meta({ id: 'StoreStock' });

// GET /store/get/item/{id}.
export const storeItemSchema = storeItemCardSchema
  .extend({
    description: z.string(),
    images: z.array(z.string()),
    country: z.string().meta({ description: 'Страна бренда' }),
    stock: z.array(storeStockSchema).meta({ description: 'Наличие у дилеров холдинга' }),
  })
  .meta({ id: 'StoreItem' });
export type StoreItem = z.infer<typeof storeItemSchema>;

export const storeSortSchema = z
  .enum(['popular', 'price-asc', 'price-desc', 'name', 'discount'], {
    error: 'Сортировка: popular, price-asc, price-desc, name или discount',
  })
  .meta({ id: 'StoreSort' });
export type StoreSort = z.infer<typeof storeSortSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'Ожидается true или false' })
  .transform((v) => v === 'true' || v === '1');

const price = (label: string) =>
  z.coerce
    .number<number | string>({ error: `${label}: число` })
    .min(0, `${label}: не меньше 0`)
    .max(100_000_000, `${label}: слишком большое значение`)
    .optional()
    .meta({ type: 'number' });

const codeList = z.preprocess(
  (value) =>
    value === undefined
      ? undefined
      : (Array.isArray(value) ? value : [value]).flatMap((v) =>
          typeof v === 'string' ? v.split(',').filter((s) => s !== '') : [v],
        ),
  z
    .array(z.string().regex(/^[a-z0-9-]{1,40}$/, 'Некорректный код бренда'))
    .max(50, 'Слишком много брендов')
    .optional(),
);

// Filters shared by the list and /store/filter; they live in the page URL (STYLE 5).
export const storeFilterQuerySchema = holdingIdQuery.extend({
  brand: codeList.meta({
    description: 'Коды брендов: ?brand=bosch&brand=ate или ?brand=bosch,ate',
  }),
  priceFrom: price('Цена от'),
  priceTo: price('Цена до'),
  inStock: flag.optional().meta({ description: 'Только в наличии у дилеров холдинга' }),
  discount: flag.optional().meta({ description: 'Только со скидкой' }),
  city: z.enum(['msk', 'spb'], { error: 'Город: msk или spb' }).optional().meta({
    description: 'Наличие считается у дилеров этого города',
  }),
});
export type StoreFilterQuery = z.input<typeof storeFilterQuerySchema>;
export type StoreFilterParams = z.output<typeof storeFilterQuerySchema>;

// Category code at any level, or «all» for the whole section.
export const storeListParamsSchema = z.object({
  kind: storeKindSchema,
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'Некорректный код категории')
    .meta({ description: 'Код категории любого уровня или all' }),
});
export type StoreListParams = z.infer<typeof storeListParamsSchema>;

export const storeListQuerySchema = storeFilterQuerySchema.extend({
  sort: storeSortSchema.default('popular'),
  page: z.coerce
    .number<number | string>({ error: 'Страница: целое число от 1' })
    .int('Страница: целое число от 1')
    .min(1, 'Страница: целое число от 1')
    .max(10_000, 'Страница: не больше 10000')
    .default(1)
    .meta({ type: 'integer' }),
  perPage: z.coerce
    .number<number | string>({ error: 'Размер страницы: от 1 до 96' })
    .int('Размер страницы: от 1 до 96')
    .min(1, 'Размер страницы: от 1 до 96')
    .max(96, 'Размер страницы: от 1 до 96')
    .default(24)
    .meta({ type: 'integer' }),
});
export type StoreListQuery = z.input<typeof storeListQuerySchema>;
export type StoreListQueryParams = z.output<typeof storeListQuerySchema>;

export const storeListCategorySchema = z
  .object({
    kind: storeKindSchema,
    code: z.string(),
    nameRu: z.string(),
    level: z.number().int().meta({ description: '0 для всего раздела, 1..3 для категорий' }),
    path: z.array(storeCategoryLinkSchema),
    categories: z.array(counted),
  })
  .meta({ id: 'StoreListCategory' });

export const storeListResponseSchema = z
  .object({
    category: storeListCategorySchema,
    items: z.array(storeItemCardSchema),
    meta: resultsPageMetaSchema,
  })
  .meta({ id: 'StoreItemList' });
export type StoreListResponse = z.infer<typeof storeListResponseSchema>;

// GET /store/filter: what the filter panel offers for a category, counted under the other filters.
export const storeFilterOptionsQuerySchema = storeFilterQuerySchema.extend({
  kind: storeKindSchema,
  category: storeListParamsSchema.shape.category.default('all'),
});
export type StoreFilterOptionsQuery = z.input<typeof storeFilterOptionsQuerySchema>;

export const storeFilterOptionsSchema = z
  .object({
    brands: z.array(storeBrandSchema.extend({ count: z.number().int() })),
    price: z.object({ min: z.number(), max: z.number() }).nullable(),
    categories: z.array(counted),
    inStock: z.number().int().meta({ description: 'Товаров в наличии' }),
    discount: z.number().int().meta({ description: 'Товаров со скидкой' }),
    total: z.number().int(),
  })
  .meta({ id: 'StoreFilterOptions' });
export type StoreFilterOptions = z.infer<typeof storeFilterOptionsSchema>;

export const storeItemParamsSchema = z.object({
  id: z.coerce
    .number<number | string>({ error: 'Некорректный идентификатор товара' })
    .int('Некорректный идентификатор товара')
    .min(1, 'Некорректный идентификатор товара')
    .max(2_147_483_647, 'Некорректный идентификатор товара')
    .meta({ type: 'integer' }),
});
export type StoreItemParams = z.input<typeof storeItemParamsSchema>;
