import { z } from 'zod';
import { holdingIdQuery } from './common.ts';
import { listOf } from './paging.ts';

const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'Код: строчные латинские буквы, цифры и дефис');
const cityCode = z.enum(['msk', 'spb'], { error: 'Город: msk или spb' });

export const departmentSchema = z
  .object({ code: z.string(), name: z.string(), phone: z.string(), workingHours: z.string() })
  .meta({ id: 'DealerDepartment' });

// SPEC 3 «Dealer»: id, code, name or nameRu, calltouchWidget{N}Id, and the rest passed through.
export const dealerSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    nameRu: z.string(),
    city: z.object({ code: cityCode, name: z.string() }),
    address: z.string(),
    metro: z.string().nullable(),
    lat: z.number(),
    lon: z.number(),
    phone: z.string(),
    phones: z.array(z.string()),
    email: z.string().nullable(),
    workingHours: z.string(),
    description: z.string(),
    brands: z.array(z.object({ code: z.string(), nameEn: z.string() })),
    departments: z.array(departmentSchema),
    calltouchWidget1Id: z.string().optional(),
    calltouchWidget2Id: z.string().optional(),
    calltouchWidget3Id: z.string().optional(),
  })
  .meta({ id: 'Dealer' });
export type Dealer = z.infer<typeof dealerSchema>;

const listOfSlugs = listOf(slug);

export const dealersQuerySchema = holdingIdQuery.extend({
  city: cityCode.optional().meta({ description: 'Город: msk или spb' }),
  department: slug
    .optional()
    .meta({ description: 'Отдел: sales, used, service, parts, credit, insurance' }),
  markCode: slug.optional().meta({ description: 'Код марки' }),
  dealerCode: listOfSlugs.meta({ description: 'Только эти дилерские центры' }),
});
export type DealersQuery = z.input<typeof dealersQuerySchema>;

// /dealers/other/{code}: the «other dealers» block of a dealer page.
export const dealersOtherParamsSchema = z.object({ code: slug });
export const dealersOtherQuerySchema = holdingIdQuery.extend({
  city: cityCode.optional().meta({ description: 'Только дилеры этого города: msk или spb' }),
  markCode: slug.optional().meta({ description: 'Только дилеры этой марки' }),
});

export const dealersResponseSchema = z
  .object({ items: z.array(dealerSchema) })
  .meta({ id: 'DealerList' });
// SPEC 7 /dealers/short answers the list in the field dealer, de-duplicated by name.
export const dealersShortResponseSchema = z
  .object({ dealer: z.array(dealerSchema) })
  .meta({ id: 'DealerShortList' });

export const adviserSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    middleName: z.string(),
    position: z.string(),
    department: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    photo: z.string().nullable(),
    experienceYears: z.number().int(),
    about: z.string(),
    dealer: z.object({ code: z.string(), name: z.string(), city: cityCode }),
  })
  .meta({ id: 'Adviser' });
export type Adviser = z.infer<typeof adviserSchema>;

export const ratingSummarySchema = z
  .object({ average: z.number(), count: z.number().int() })
  .meta({ id: 'RatingSummary' });

export const dealerParamsSchema = z.object({ city: cityCode, code: slug });
export const adviserParamsSchema = dealerParamsSchema.extend({ adviser: slug });

export const dealerDetailSchema = dealerSchema
  .extend({
    advisers: z.array(adviserSchema),
    rating: ratingSummarySchema,
    vehicleCount: z.number().int(),
  })
  .meta({ id: 'DealerDetail' });

export const advisersQuerySchema = holdingIdQuery.extend({
  city: cityCode.optional(),
  dealerCode: slug.optional(),
});
export const advisersResponseSchema = z
  .object({ items: z.array(adviserSchema) })
  .meta({ id: 'AdviserList' });

const countedSchema = z.object({ code: z.string(), name: z.string(), count: z.number().int() });
export const dealersFilterResponseSchema = z
  .object({
    cities: z.array(countedSchema),
    brands: z.array(countedSchema),
    departments: z.array(countedSchema),
  })
  .meta({ id: 'DealerFilter' });
