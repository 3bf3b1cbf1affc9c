import { z } from 'zod';
import { isoDateSchema, text } from './identity-common.ts';

// Points that expire soon (SPEC 3 earlyBonusSumEnd.bonusQtySum; the menu shows «скоро сгорят»).
export const earlyBonusSchema = z
  .object({
    bonusQtySum: z.number().int(),
    dateEnd: z.string().nullable().meta({ description: 'Ближайшая дата сгорания, ISO' }),
  })
  .meta({ id: 'EarlyBonusSumEnd' });
export type EarlyBonus = z.infer<typeof earlyBonusSchema>;

// SPEC 3 «User info»: the known fields plus what the personal area needs.
export const userInfoSchema = z
  .object({
    id: z.number().int(),
    phone: z.string().meta({ example: '+7 900-000-00-01' }),
    firstName: z.string(),
    lastName: z.string(),
    middleName: z.string(),
    email: z.string(),
    birthDate: z.string().nullable(),
    bonusBalance: z.number().int(),
    earlyBonusSumEnd: earlyBonusSchema,
    isRegistered: z.boolean().meta({ description: 'Анкета регистрации заполнена' }),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof userInfoSchema>;

export const genderSchema = z.enum(['male', 'female'], { error: 'Пол: male или female' });
export const cityCodeSchema = z.enum(['msk', 'spb'], { error: 'Город: msk или spb' });

// SPEC 3 «User additional info» (fields not shown there): preferences and counters of the personal area.
export const userAdditionalSchema = z
  .object({
    gender: genderSchema.nullable(),
    cityCode: cityCodeSchema.nullable(),
    subscribeSms: z.boolean(),
    subscribeEmail: z.boolean(),
    registeredAt: z.string().nullable(),
    counts: z.object({
      favorites: z.number().int(),
      compare: z.number().int(),
      basket: z.number().int(),
      garage: z.number().int(),
      orders: z.number().int(),
      unreadNotifications: z.number().int(),
    }),
  })
  .meta({ id: 'UserAdditional' });
export type UserAdditional = z.infer<typeof userAdditionalSchema>;

// PATCH /user: profile fields; the SPEC 5 name and e-mail rules run on the server.
export const userUpdateSchema = z
  .object({
    firstName: text(254).optional(),
    lastName: text(254).optional(),
    middleName: text(254).optional(),
    email: text(254).optional(),
    birthDate: isoDateSchema.nullable().optional(),
  })
  .meta({ id: 'UserUpdate' });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userAdditionalUpdateSchema = z
  .object({
    gender: genderSchema.nullable().optional(),
    cityCode: cityCodeSchema.nullable().optional(),
    subscribeSms: z.boolean().optional(),
    subscribeEmail: z.boolean().optional(),
  })
  .meta({ id: 'UserAdditionalUpdate' });
export type UserAdditionalUpdate = z.infer<typeof userAdditionalUpdateSchema>;

// POST /user/additional/validate: the registration form after the first login.
export const registrationSchema = z
  .object({
    firstName: text(254),
    lastName: text(254).optional(),
    middleName: text(254).optional(),
    email: text(254).optional(),
    policy: z.boolean({ error: 'Необходимо заполнить поле' }),
  })
  .meta({ id: 'Registration' });
export type Registration = z.infer<typeof registrationSchema>;
