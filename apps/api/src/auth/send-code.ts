import { errorCode, type CodeSent, type HoldingId } from '@dealer/contract';
import { holdingDisplayName } from '@dealer/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createSmsCode, withdrawSmsCode } from '../db/queries/sms-codes.ts';
import type { SmsCodePurpose } from '../db/schema/index.ts';
import { AppError, errorMessages } from '../errors.ts';
import { ServiceError } from '../services/http.ts';
import { clientKey } from '../services/rate-limit/client-key.ts';
import { SMSRU_BAD_NUMBER, SMSRU_DAILY_LIMIT, SMSRU_NOT_ALLOWED } from '../services/sms/types.ts';
import { CODE_LENGTH, CODE_TTL_MS, generateCode, hashCode } from './codes.ts';

// Sends per phone (whatever the purpose) and per address; SMS cost money and flood phones.
export const SEND_LIMITS = {
  phoneInterval: { limit: 1, windowMs: 60_000 },
  phoneHour: { limit: 5, windowMs: 3_600_000 },
  ipHour: { limit: 20, windowMs: 3_600_000 },
} as const;

const TEXTS: Record<SmsCodePurpose, string> = {
  login: 'Код для входа',
  report: 'Код подтверждения запроса отчёта',
  phone: 'Код подтверждения нового номера',
};

async function enforceLimits(
  fastify: FastifyInstance,
  reply: FastifyReply,
  phone: string,
  ip: string,
): Promise<void> {
  const { limiter } = fastify.services;
  const checks = [
    {
      key: `sms:ip:${clientKey(ip)}`,
      ...SEND_LIMITS.ipHour,
      message: errorMessages.tooManyRequests,
    },
    { key: `sms:phone-interval:${phone}`, ...SEND_LIMITS.phoneInterval, message: '' },
    {
      key: `sms:phone-hour:${phone}`,
      ...SEND_LIMITS.phoneHour,
      message: errorMessages.tooManyRequests,
    },
  ];
  for (const check of checks) {
    const decision = await limiter.hit(check.key, check.limit, check.windowMs);
    if (decision.allowed) continue;
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    reply.header('retry-after', String(seconds));
    const message = check.message || `Повторно отправить код можно через ${seconds} сек.`;
    throw new AppError(errorCode.resourceExhausted, message, [
      { field: 'retryAfter', message: String(seconds) },
    ]);
  }
}

// What the visitor learns when the gateway refused; account problems stay on our side (503).
function gatewayFailure(error: unknown): AppError {
  if (error instanceof ServiceError && error.failure === 'rejected') {
    if (error.code === SMSRU_BAD_NUMBER)
      return new AppError(errorCode.invalidArgument, 'Некорректный номер телефона', [
        { field: 'phone', message: 'Некорректный номер телефона' },
      ]);
    if (error.code === SMSRU_DAILY_LIMIT)
      return new AppError(
        errorCode.resourceExhausted,
        'Превышен дневной лимит SMS на этот номер. Попробуйте завтра.',
      );
    if (error.code === SMSRU_NOT_ALLOWED)
      return new AppError(errorCode.invalidArgument, 'Отправка SMS на этот номер невозможна', [
        { field: 'phone', message: 'Отправка SMS на этот номер невозможна' },
      ]);
  }
  return new AppError(errorCode.unavailable, 'SMS gateway failed');
}

// Issues a code for the phone and sends it; the code itself leaves only by SMS (or the dev log).
export async function sendCode(
  fastify: FastifyInstance,
  reply: FastifyReply,
  params: { phone: string; purpose: SmsCodePurpose; ip: string; holdingId: HoldingId },
): Promise<CodeSent> {
  await enforceLimits(fastify, reply, params.phone, params.ip);
  const { clock, secret, sms } = fastify.services;
  const code = generateCode();
  const now = clock();
  const id = await createSmsCode(fastify.db, {
    phone: params.phone,
    purpose: params.purpose,
    codeHash: hashCode(secret, params.phone, params.purpose, code),
    ip: params.ip,
    now,
    ttlMs: CODE_TTL_MS,
  });
  const text = `${TEXTS[params.purpose]}: ${code}. Никому не сообщайте его. ${holdingDisplayName(params.holdingId)}`;
  try {
    await sms.send({ to: params.phone, text });
  } catch (error) {
    fastify.log.warn({ err: error, phone: params.phone }, 'SMS not sent');
    await withdrawSmsCode(fastify.db, id, clock());
    throw gatewayFailure(error);
  }
  return {
    success: true,
    expiresIn: CODE_TTL_MS / 1000,
    resendIn: SEND_LIMITS.phoneInterval.windowMs / 1000,
    codeLength: CODE_LENGTH,
  };
}
