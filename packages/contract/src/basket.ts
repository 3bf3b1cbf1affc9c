import { z } from 'zod';
import { holdingIdQuery } from './common.ts';
import { idListQuery } from './identity-common.ts';

// Two baskets (SPEC 3): accessories (ids) and parts (ids with quantities).
export const basketTypeSchema = z
  .enum(['accessories', 'parts'], { error: 'Корзина: accessories или parts' })
  .meta({ id: 'BasketType' });
export type BasketType = z.infer<typeof basketTypeSchema>;

export const basketQuery = holdingIdQuery.extend({ type: basketTypeSchema.default('accessories') });
export type BasketQuery = z.input<typeof basketQuery>;

export const basketDeleteQuery = basketQuery.extend({ accItemId: idListQuery });
export type BasketDeleteQuery = z.input<typeof basketDeleteQuery>;

export const qtySchema = z
  .number({ error: 'Количество должно быть числом' })
  .int('Количество должно быть целым')
  .min(1, 'Количество не меньше 1')
  .max(9999, 'Количество не больше 9999');

// SPEC 7 POST /store/basket: items[] with accItemId (and qty for the parts basket); on login the
// anonymous quantities arrive in this one call.
export const basketBodySchema = z
  .object({
    items: z
      .array(
        z.object({
          accItemId: z.number().int().min(1).max(2_147_483_647),
          qty: qtySchema.optional(),
        }),
      )
      .min(1, 'Корзина пуста')
      .max(500, 'Слишком много позиций'),
  })
  .meta({ id: 'BasketBody' });
export type BasketBody = z.infer<typeof basketBodySchema>;

// SPEC 3 «Parts basket item» fields the server knows (checked is the browser's).
export const basketItemSchema = z
  .object({
    id: z.number().int(),
    qty: z.number().int(),
    name: z.string(),
    brand: z.string(),
    category: z.array(z.string()),
    partCode: z.string(),
    price: z.number(),
    disprice: z.number(),
    minCount: z.number().int(),
    dealerCode: z.string().nullable(),
    image: z.string().nullable(),
  })
  .meta({ id: 'BasketItem' });
export type BasketItem = z.infer<typeof basketItemSchema>;

export const basketSchema = z
  .object({ type: basketTypeSchema, items: z.array(basketItemSchema), count: z.number().int() })
  .meta({ id: 'Basket' });
export type Basket = z.infer<typeof basketSchema>;
