import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().min(1).optional());
export const flag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['1', '0', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
);
const httpUrl = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default(fallback));
const millis = (fallback: number) =>
  z.coerce.number().int().min(1).max(3_600_000).default(fallback);

// Outside services of login, leads and location (INTEGRATIONS.md); unset keys select the development adapters.
export const identityEnv = {
  SMSRU_API_ID: optionalText,
  SMSRU_FROM: optionalText,
  SMSRU_TEST: flag,
  SMSRU_URL: httpUrl('https://sms.ru'),
  CALLTOUCH_SITE_ID_1: optionalText,
  CALLTOUCH_SITE_ID_2: optionalText,
  CALLTOUCH_SITE_ID_USED: optionalText,
  CALLTOUCH_URL: httpUrl('https://api.calltouch.ru'),
  DADATA_TOKEN: optionalText,
  DADATA_URL: httpUrl('https://suggestions.dadata.ru/suggestions/api/4_1/rs'),
  // Card gateway of the bills (TWPG); unset: a simulator in development, payments refused in production.
  PAY_GATEWAY_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  PAY_MERCHANT_ID: optionalText,
  // Each holding's public address, as the web server's: where the bank sends the payer back.
  PUBLIC_URL_1: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  PUBLIC_URL_2: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SERVICE_TIMEOUT_MS: millis(5000),
  OUTBOX_INTERVAL_MS: millis(5000),
  // Proxies whose X-Forwarded-For is believed: the web server on the same machine by default.
  TRUST_PROXY: z.string().min(1).default('loopback'),
  STAFF_ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  STAFF_MANAGER_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
};

export type IdentityEnv = { [K in keyof typeof identityEnv]: z.output<(typeof identityEnv)[K]> };
