import { z } from 'zod';
import { DEFAULT_SORT, LISTING_SORTS } from '@dealer/domain/listing/keys';
import { holdingIdQuery } from './common.ts';
import { listOf as listValues, pageParam, perPageParam } from './paging.ts';
import {
  vehicleCategorySchema,
  vehicleConditionSchema,
  vehicleFlagSchema,
  vehicleStatusSchema,
} from './catalog-vocabulary.ts';

const slug = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_.-]{0,63}$/,
    'Значение фильтра: строчные латинские буквы, цифры и дефис',
  );

function listOf<T extends string>(item: z.ZodType<T, string>, description: string) {
  return listValues(item).meta({ description });
}

function bound(description: string, max: number) {
  return z.coerce
    .number({ error: 'Ожидается целое число' })
    .int('Ожидается целое число')
    .min(0, 'Значение не может быть отрицательным')
    .max(max, `Не больше ${max}`)
    .optional()
    .meta({ description, type: 'integer' });
}

export const catalogSortSchema = z
  .enum(LISTING_SORTS, {
    error: 'Сортировка: new-first, price-asc, price-desc, year-desc, year-asc или mileage-asc',
  })
  .meta({ id: 'CatalogSort' });
export type CatalogSort = z.infer<typeof catalogSortSchema>;

// The filters of a vehicle listing (SPEC 2.4 path segments and the filter panel), without paging.
export const catalogFilterSchema = z.object({
  category: listOf(vehicleCategorySchema, 'Раздел: cars, electro, moto, jet-ski, atv, commercial'),
  condition: listOf(vehicleConditionSchema, 'new или used'),
  mark: listOf(slug, 'Коды марок'),
  model: listOf(slug, 'Коды моделей'),
  bodyType: listOf(slug, 'Типы кузова (bodytype-)'),
  colorGroup: listOf(slug, 'Группы цветов (colorgroup-)'),
  country: listOf(slug, 'Страны марок (country-)'),
  driveType: listOf(slug, 'Приводы (drivetype-)'),
  engineType: listOf(slug, 'Типы двигателя (enginetype-)'),
  gearType: listOf(slug, 'Коробки передач (geartype-)'),
  numberOfSeats: listOf(
    z.string().regex(/^\d{1,2}$/, 'Число мест: целое число'),
    'Число мест (numberofseats-)',
  ),
  year: listOf(z.string().regex(/^(19|20)\d{2}$/, 'Год: четыре цифры'), 'Годы выпуска (year-)'),
  motoClass: listOf(slug, 'Классы мотоциклов'),
  commercialType: listOf(slug, 'Разделы коммерческого транспорта: fleet, trucks, semi-trailers'),
  dealer: listOf(slug, 'Коды дилерских центров'),
  city: listOf(z.enum(['msk', 'spb'], { error: 'Город: msk или spb' }), 'Города: msk, spb'),
  status: listOf(vehicleStatusSchema, 'Статусы; по умолчанию все, кроме проданных'),
  flags: listOf(vehicleFlagSchema, 'Признаки: sale, vat, on-sale-soon, promo'),
  priceFrom: bound('Цена от, ₽', 1_000_000_000),
  priceTo: bound('Цена до, ₽', 1_000_000_000),
  yearFrom: bound('Год от', 2100),
  yearTo: bound('Год до', 2100),
  mileageFrom: bound('Пробег от, км', 10_000_000),
  mileageTo: bound('Пробег до, км', 10_000_000),
  engineVolumeFrom: bound('Объём двигателя от, см³', 100_000),
  engineVolumeTo: bound('Объём двигателя до, см³', 100_000),
  powerFrom: bound('Мощность от, л.с.', 10_000),
  powerTo: bound('Мощность до, л.с.', 10_000),
});
export type CatalogFilter = z.output<typeof catalogFilterSchema>;

const boolFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Ожидается true или false' })
  .transform((v) => v === 'true' || v === '1');

export const catalogListQuerySchema = holdingIdQuery.extend(catalogFilterSchema.shape).extend({
  sort: catalogSortSchema.default(DEFAULT_SORT),
  page: pageParam,
  perPage: perPageParam(24),
  facets: boolFlag.default(true).meta({ description: 'Считать фасеты (по умолчанию да)' }),
  near: z.enum(['msk', 'spb'], { error: 'Город: msk или spb' }).optional().meta({
    description:
      'Город посетителя: его автомобили идут первыми (в порядке сортировки), потом остальные; список не сужает',
  }),
});
export type CatalogListQuery = z.input<typeof catalogListQuerySchema>;
export type CatalogListParams = z.output<typeof catalogListQuerySchema>;
