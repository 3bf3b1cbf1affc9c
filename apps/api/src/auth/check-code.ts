import { errorCode } from '@dealer/contract';
import type { FastifyInstance } from 'fastify';
import { checkSmsCode } from '../db/queries/sms-codes.ts';
import type { SmsCodePurpose } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { CODE_MAX_TRIES, hashCode, sameHash } from './codes.ts';

const field = (message: string) => [{ field: 'code', message }];

// Passes when the code is right; otherwise a 4xx saying what to do next.
export async function checkCode(
  fastify: FastifyInstance,
  params: { phone: string; purpose: SmsCodePurpose; code: string; field?: string },
): Promise<void> {
  const { secret, clock } = fastify.services;
  const expected = hashCode(secret, params.phone, params.purpose, params.code);
  const check = await checkSmsCode(fastify.db, {
    phone: params.phone,
    purpose: params.purpose,
    now: clock(),
    maxTries: CODE_MAX_TRIES,
    matches: (stored) => sameHash(stored, expected),
  });
  const name = params.field ?? 'code';
  const fail = (code: 3 | 8, message: string) =>
    new AppError(
      code,
      message,
      field(message).map((d) => ({ ...d, field: name })),
    );
  switch (check.result) {
    case 'ok':
      return;
    case 'missing':
      throw fail(
        errorCode.invalidArgument,
        'Код не запрашивался или уже использован. Запросите новый код.',
      );
    case 'expired':
      throw fail(errorCode.invalidArgument, 'Срок действия кода истёк. Запросите новый код.');
    case 'exhausted':
      throw fail(errorCode.resourceExhausted, 'Превышено число попыток. Запросите новый код.');
    case 'wrong':
      throw fail(errorCode.invalidArgument, `Неверный код. Осталось попыток: ${check.triesLeft}`);
  }
}
