import { z } from 'zod';
import { DEFAULT_SORT } from '@dealer/domain/listing/keys';
import { catalogFilterSchema, catalogSortSchema } from './catalog-query.ts';
import { holdingIdQuery } from './common.ts';

const filters = catalogFilterSchema.pick({
  mark: true,
  model: true,
  category: true,
  condition: true,
  city: true,
});

// /autoblock: a few tiles of the stock for a content page (news, blog, a brand page).
export const autoblockQuerySchema = holdingIdQuery.extend(filters.shape).extend({
  sort: catalogSortSchema.default(DEFAULT_SORT),
  limit: z.coerce
    .number({ error: 'Количество: от 1 до 12' })
    .int('Количество: от 1 до 12')
    .min(1, 'Количество: от 1 до 12')
    .max(12, 'Количество: от 1 до 12')
    .default(6)
    .meta({ type: 'integer', description: 'Сколько автомобилей показать, не больше 12' }),
});
export type AutoblockQuery = z.input<typeof autoblockQuerySchema>;
