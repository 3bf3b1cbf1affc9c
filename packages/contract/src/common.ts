import { z } from 'zod';

// Holding ids of SPEC 9 as they travel on the wire; the holdings themselves live in packages/domain.
export const holdingIdSchema = z
  .literal([1, 2], { error: 'Холдинг должен быть 1 или 2' })
  .meta({ description: 'Холдинг: 1 или 2' });
export type HoldingId = z.infer<typeof holdingIdSchema>;

// Query strings carry text, so the id is coerced before it is checked.
export const holdingIdQuery = z.object({
  holdingId: z.coerce
    .number<HoldingId | `${HoldingId}`>({ error: 'Укажите холдинг: 1 или 2' })
    .pipe(holdingIdSchema)
    .meta({ description: 'Холдинг: 1 или 2', example: 1, type: 'integer', enum: [1, 2] }),
});
export type HoldingIdQuery = z.input<typeof holdingIdQuery>;

// A site path as the browser shows it: starts with a slash, no host.
export const sitePathSchema = z
  .string({ error: 'Укажите адрес страницы' })
  .trim()
  .min(1, 'Укажите адрес страницы')
  .max(2048, 'Слишком длинный адрес страницы')
  .regex(/^\//, 'Адрес страницы должен начинаться с «/»');

/** A dealership's id in a query string (a staff filter): a positive 32-bit integer. */
export const dealerIdParam = z.coerce
  .number<number | string>({ error: 'Неизвестный дилер' })
  .int('Неизвестный дилер')
  .min(1, 'Неизвестный дилер')
  .max(2_147_483_647, 'Неизвестный дилер')
  .meta({ type: 'integer' });
