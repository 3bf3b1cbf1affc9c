import { getHolding, type HoldingId } from '@dealer/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.ts';
import { createFileStore, type FileStore } from '../files/index.ts';
import { createCalltouch } from './call-tracking/calltouch.ts';
import { createLogCallTracking } from './call-tracking/dev.ts';
import type { CallTracking } from './call-tracking/types.ts';
import { systemClock, type Clock } from './clock.ts';
import { createDadata } from './geolocation/dadata.ts';
import { createDevGeolocation } from './geolocation/dev.ts';
import type { Geolocation } from './geolocation/types.ts';
import { createSimulatedPayments, createUnconfiguredPayments } from './payments/dev.ts';
import { createTwpg } from './payments/twpg.ts';
import type { PaymentGateway } from './payments/types.ts';
import { createMemoryRateLimiter } from './rate-limit/memory.ts';
import { createRedisRateLimiter } from './rate-limit/redis.ts';
import type { RateLimiter } from './rate-limit/types.ts';
import { createLogSms } from './sms/dev.ts';
import { createSmsRu } from './sms/smsru.ts';
import type { SmsGateway } from './sms/types.ts';
import { DEFAULT_PHOTO_OPTIONS, type PhotoOptions } from '../stock-import/photos.ts';

// What the app reaches outside itself, plus the clock and the signing key; one set per app instance.
export type AppServices = {
  clock: Clock;
  sms: SmsGateway;
  callTracking: CallTracking;
  geolocation: Geolocation;
  limiter: RateLimiter;
  payments: PaymentGateway;
  // Where the bytes of lead files are kept: a folder, or an S3-compatible bucket.
  files: FileStore;
  // How feed photos are fetched after an import (decision 0073); tests allow their local server.
  feedPhotos: PhotoOptions;
  // Signs tokens and keys the stored code hashes (JWT_SECRET).
  secret: Uint8Array;
  // Each holding's public address (PUBLIC_URL_1/2, the production domains by default).
  sites: Readonly<Record<HoldingId, string>>;
};

// Real adapters where the environment configures them, development adapters otherwise (INTEGRATIONS.md).
export function createServices(
  env: Env,
  log: FastifyBaseLogger,
  overrides: Partial<AppServices> = {},
): AppServices {
  const clock = overrides.clock ?? systemClock;
  const timeoutMs = env.SERVICE_TIMEOUT_MS;
  const sms =
    overrides.sms ??
    (env.SMSRU_API_ID
      ? createSmsRu({
          apiId: env.SMSRU_API_ID,
          baseUrl: env.SMSRU_URL,
          from: env.SMSRU_FROM,
          test: env.SMSRU_TEST,
          timeoutMs,
        })
      : createLogSms(log));
  const siteIds = {
    1: env.CALLTOUCH_SITE_ID_1,
    2: env.CALLTOUCH_SITE_ID_2,
    used: env.CALLTOUCH_SITE_ID_USED,
  };
  const callTracking =
    overrides.callTracking ??
    (siteIds[1] || siteIds[2] || siteIds.used
      ? createCalltouch({ baseUrl: env.CALLTOUCH_URL, timeoutMs, siteIds })
      : createLogCallTracking(log));
  const geolocation =
    overrides.geolocation ??
    (env.DADATA_TOKEN
      ? createDadata({ token: env.DADATA_TOKEN, baseUrl: env.DADATA_URL, timeoutMs })
      : createDevGeolocation());
  const limiter =
    overrides.limiter ??
    (env.REDIS_URL
      ? createRedisRateLimiter({ url: env.REDIS_URL, log })
      : createMemoryRateLimiter(clock));
  const payments =
    overrides.payments ??
    (env.PAY_GATEWAY_URL && env.PAY_MERCHANT_ID
      ? createTwpg({ baseUrl: env.PAY_GATEWAY_URL, merchant: env.PAY_MERCHANT_ID, timeoutMs })
      : env.NODE_ENV === 'production'
        ? createUnconfiguredPayments()
        : createSimulatedPayments(log));
  const secret = overrides.secret ?? new TextEncoder().encode(env.JWT_SECRET);
  const files = overrides.files ?? createFileStore(env);
  const origin = (url: string | undefined, holdingId: HoldingId) =>
    url ? new URL(url).origin : getHolding(holdingId).fullDomainWithProtocol;
  const sites = overrides.sites ?? {
    1: origin(env.PUBLIC_URL_1, 1),
    2: origin(env.PUBLIC_URL_2, 2),
  };
  const feedPhotos = overrides.feedPhotos ?? {
    ...DEFAULT_PHOTO_OPTIONS,
    allowPrivate: env.FEED_PHOTOS_ALLOW_PRIVATE,
  };
  return {
    clock,
    sms,
    callTracking,
    geolocation,
    limiter,
    payments,
    secret,
    files,
    sites,
    feedPhotos,
  };
}
