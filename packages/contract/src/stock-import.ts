import { z } from 'zod';
import { dealerIdParam, holdingIdQuery } from './common.ts';

// Stock feeds for staff (issue 32): an import's report, the dealers with their feed addresses.

export const stockImportCountsSchema = z
  .object({
    total: z.number().int().meta({ description: 'Объявлений в фиде' }),
    added: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    sold: z
      .number()
      .int()
      .meta({ description: 'Машины дилера, которых нет в фиде: сняты как проданные' }),
    rejected: z.number().int(),
    doubtful: z.number().int().meta({ description: 'Приняты с замечанием' }),
    photos: z
      .object({
        fetched: z.number().int().meta({ description: 'Фото скачано и сохранено на сайте' }),
        kept: z.number().int().meta({ description: 'Фото уже было сохранено раньше' }),
        failed: z.number().int().meta({ description: 'Фото не загрузилось' }),
      })
      .optional()
      .meta({ description: 'Фото фида, скопированные после импорта; нет, пока копирование идёт' }),
  })
  .meta({ id: 'StockImportCounts' });

export const stockImportProblemSchema = z
  .object({
    line: z.number().int().meta({ description: 'Строка фида, где начинается объявление' }),
    feedId: z.string().nullable(),
    vin: z.string().nullable(),
    title: z.string(),
    level: z.enum(['rejected', 'doubtful']),
    reasons: z.array(z.string()),
  })
  .meta({ id: 'StockImportProblem' });

export const stockImportSummarySchema = z
  .object({
    id: z.number().int(),
    dealer: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    source: z.string(),
    format: z.enum(['avito', 'autoru', 'maxposter']).nullable(),
    status: z.enum(['applied', 'refused']),
    message: z.string().nullable().meta({ description: 'Почему фид не применён' }),
    counts: stockImportCountsSchema,
    startedAt: z.string(),
    finishedAt: z.string(),
  })
  .meta({ id: 'StockImportSummary' });

export const stockImportReportSchema = stockImportSummarySchema
  .extend({ problems: z.array(stockImportProblemSchema) })
  .meta({ id: 'StockImportReport' });
export type StockImportReport = z.infer<typeof stockImportReportSchema>;

export const stockFeedDealerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  cityCode: z.string(),
  feedUrl: z.string().nullable(),
  everyMinutes: z.number().int().nullable(),
  lastRunAt: z.string().nullable(),
});

export const stockImportsSchema = z
  .object({ dealers: z.array(stockFeedDealerSchema), imports: z.array(stockImportSummarySchema) })
  .meta({ id: 'StockImports' });

export const stockImportsQuery = holdingIdQuery.extend({ dealerId: dealerIdParam.optional() });

export const stockImportUploadSchema = z
  .object({
    dealerId: z.string().meta({ description: 'Дилерский центр (до файла)' }),
    allowMassRemoval: z.string().optional().meta({ description: '«on»: снять больше половины' }),
    feed: z.string().meta({ format: 'binary', description: 'XML Авито, Авто.ру или MaxPoster' }),
  })
  .meta({ id: 'StockImportUpload' });

export const FEED_EVERY_MINUTES = [30, 60, 180, 360, 1440] as const;

export const stockFeedBodySchema = z
  .object({
    dealerId: dealerIdParam,
    url: z
      .string()
      .trim()
      .max(2048, 'Слишком длинный адрес')
      .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), {
        message: 'Адрес фида должен начинаться с http:// или https://',
      })
      .meta({ description: 'Пусто — не скачивать' }),
    everyMinutes: z.coerce
      .number<number | string>()
      .int()
      .refine((n) => (FEED_EVERY_MINUTES as readonly number[]).includes(n), {
        message: 'Выберите, как часто скачивать фид',
      }),
  })
  .meta({ id: 'StockFeedSettings' });

/** The stock's version: it moves whenever a vehicle is added, changed or sold (the web drops its kept pages). */
export const stockSignatureSchema = z
  .object({ signature: z.string() })
  .meta({ id: 'StockSignature' });
