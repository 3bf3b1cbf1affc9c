import { z } from 'zod';
import { codeNameSchema } from './catalog.ts';
import { vehicleCategorySchema } from './catalog-vocabulary.ts';
import { holdingIdQuery } from './common.ts';

const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'Код: строчные латинские буквы, цифры и дефис');

// SPEC 3 «Brand»: code, nameEn, mark.logo; plus what the brand pages show.
export const brandSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    nameEn: z.string(),
    nameRu: z.string(),
    mark: z.object({ logo: z.string() }),
    country: codeNameSchema,
    isPopular: z.boolean(),
    categories: z.array(vehicleCategorySchema),
    count: z.number().int().meta({ description: 'Автомобилей в продаже у холдинга' }),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof brandSchema>;

export const brandsQuerySchema = holdingIdQuery.extend({
  category: vehicleCategorySchema.optional().meta({ description: 'Только марки этого раздела' }),
});
// SPEC 7 /brands answers its list in the field data.
export const brandsResponseSchema = z
  .object({ data: z.array(brandSchema) })
  .meta({ id: 'BrandList' });

export const modelSummarySchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    category: vehicleCategorySchema,
    bodyType: z.string().nullable(),
    isNew: z.boolean(),
    count: z.number().int(),
    priceFrom: z.number().int().nullable(),
    preview: z.string().nullable(),
  })
  .meta({ id: 'ModelSummary' });

export const seriesSummarySchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    yearFrom: z.number().int(),
    yearTo: z.number().int().nullable(),
  })
  .meta({ id: 'SeriesSummary' });

export const brandParamsSchema = z.object({ brand: slug });
export const brandModelParamsSchema = brandParamsSchema.extend({ model: slug });
export const brandSeriesParamsSchema = brandModelParamsSchema.extend({ series: slug });

export const brandDetailSchema = z
  .object({
    brand: brandSchema.extend({ description: z.string() }),
    models: z.array(modelSummarySchema),
  })
  .meta({ id: 'BrandDetail' });

export const modelDetailSchema = z
  .object({
    brand: brandSchema,
    model: modelSummarySchema.extend({ nameRu: z.string(), description: z.string() }),
    series: z.array(seriesSummarySchema),
    modifications: z.array(z.string()),
  })
  .meta({ id: 'ModelDetail' });

export const seriesDetailSchema = z
  .object({
    brand: brandSchema,
    model: modelSummarySchema,
    series: seriesSummarySchema.extend({
      bodyType: z.string().nullable(),
      description: z.string(),
      specs: z.array(z.object({ label: z.string(), value: z.string() })),
      count: z.number().int(),
      priceFrom: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'SeriesDetail' });

export const seriesIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Номер поколения: целое число' })
    .int('Номер поколения: целое число')
    .min(1, 'Номер поколения: целое число от 1')
    .max(2_147_483_647, 'Номер поколения слишком большой')
    .meta({ type: 'integer' }),
});
