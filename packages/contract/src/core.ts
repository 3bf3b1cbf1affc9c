import { z } from 'zod';
import { codeNameSchema } from './catalog.ts';
import { holdingIdQuery } from './common.ts';

const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Код: строчные латинские буквы, цифры и дефис');

export const coreModelParamsSchema = z.object({ mark: slug, model: slug });

// A modification id names the make, the model and the powertrain: «kia_rio_petrol_1596_123_automatic_front».
export const modificationIdSchema = z
  .string()
  .regex(
    /^[a-z0-9-]{1,64}_[a-z0-9-]{1,64}_[a-z-]{1,32}_\d{1,6}_\d{1,5}_[a-z-]{1,32}_[a-z-]{1,32}$/,
    'Неизвестный формат модификации',
  )
  .meta({ description: 'Код модификации из ответа /core/modifications' });
export const coreModificationParamsSchema = z.object({ modification: modificationIdSchema });
export const coreQuerySchema = holdingIdQuery;

// One powertrain of a model as the holding's vehicles have it (SPEC 7 /core/modifications).
export const modificationSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: 'Строка модификации: «2.0 AT (150 л.с.) 4WD»' }),
    engineType: codeNameSchema,
    engineVolume: z.number().int().meta({ description: 'см³, 0 у электромобилей' }),
    power: z.number().int().meta({ description: 'л.с.' }),
    gearType: codeNameSchema.nullable(),
    driveType: codeNameSchema.nullable(),
    yearFrom: z.number().int(),
    yearTo: z.number().int(),
    inStock: z.number().int().meta({ description: 'Сколько автомобилей в продаже' }),
  })
  .meta({ id: 'Modification' });
export type Modification = z.infer<typeof modificationSchema>;

export const modificationListSchema = z
  .object({ mark: codeNameSchema, model: codeNameSchema, items: z.array(modificationSchema) })
  .meta({ id: 'ModificationList' });

export const equipmentSchema = z
  .object({
    name: z.string(),
    inStock: z.number().int(),
    priceFrom: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Цена от, ₽, среди автомобилей в продаже' }),
  })
  .meta({ id: 'Equipment' });

export const equipmentListSchema = z
  .object({
    mark: codeNameSchema,
    model: codeNameSchema,
    modification: modificationSchema,
    items: z.array(equipmentSchema),
  })
  .meta({ id: 'EquipmentList' });
