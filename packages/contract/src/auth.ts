import { z } from 'zod';
import { exactText, text } from './identity-common.ts';

// POST /auth/login: the phone in the SPEC 5 mask, '+7 900-000-00-01'.
export const loginBodySchema = z
  .object({ phone: text(32, 'Необходимо заполнить поле').meta({ example: '+7 900-000-00-01' }) })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof loginBodySchema>;

// The code went out; its value is never part of any answer.
export const codeSentSchema = z
  .object({
    success: z.literal(true),
    expiresIn: z.number().int().meta({ description: 'Секунд до истечения кода' }),
    resendIn: z.number().int().meta({ description: 'Секунд до возможной повторной отправки' }),
    codeLength: z.number().int(),
  })
  .meta({ id: 'CodeSent' });
export type CodeSent = z.infer<typeof codeSentSchema>;

export const smsCodeSchema = z
  .string({ error: 'Введите код из SMS' })
  .regex(/^\d{4,8}$/, 'Код состоит из цифр')
  .meta({ example: '123456' });

export const validateBodySchema = z
  .object({ phone: loginBodySchema.shape.phone, code: smsCodeSchema })
  .meta({ id: 'ValidateBody' });
export type ValidateBody = z.infer<typeof validateBodySchema>;

// SPEC 7 /auth/refresh: the answer has token and refreshToken.
export const tokenPairSchema = z
  .object({
    token: z.string().meta({ description: 'Токен доступа (JWT, 15 минут)' }),
    refreshToken: z.string().meta({ description: 'Токен обновления (JWT, 30 дней, одноразовый)' }),
  })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

// The plain acknowledgement of identity calls (logout, mark read, ...).
export { successSchema, type Success } from './identity-common.ts';

// POST /auth/logout: the refresh token too, so a sign-out still ends the session when the access
// token has expired.
export const logoutBodySchema = z
  .object({ refreshToken: exactText(4096).optional() })
  // Fastify hands a request without a body over as null.
  .nullish()
  .meta({ id: 'LogoutBody' });
export type LogoutBody = z.infer<typeof logoutBodySchema>;
