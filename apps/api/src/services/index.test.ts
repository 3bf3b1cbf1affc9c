import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { createServices } from './index.ts';

const log = Fastify({ logger: false }).log;

describe('createServices', () => {
  it('uses the development adapters when nothing is configured', async () => {
    const services = createServices(parseEnv({}), log);
    expect([
      services.sms.name,
      services.callTracking.name,
      services.geolocation.name,
      services.limiter.name,
    ]).toEqual(['log', 'log', 'development', 'memory']);
    await services.limiter.close();
  });

  it('uses the real adapters the environment configures', async () => {
    const env = parseEnv({
      SMSRU_API_ID: 'id',
      CALLTOUCH_SITE_ID_2: '22222',
      DADATA_TOKEN: 'token',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    const services = createServices(env, log);
    expect([
      services.sms.name,
      services.callTracking.name,
      services.geolocation.name,
      services.limiter.name,
    ]).toEqual(['sms.ru', 'calltouch', 'dadata', 'redis']);
    await services.limiter.close();
  });

  it('refuses malformed service settings', () => {
    expect(() => parseEnv({ SMSRU_URL: 'ftp://sms.ru' })).toThrow(/SMSRU_URL/);
    expect(() => parseEnv({ OUTBOX_INTERVAL_MS: '0' })).toThrow(/OUTBOX_INTERVAL_MS/);
    expect(() => parseEnv({ STAFF_ADMIN_PASSWORD: 'short' })).toThrow(/STAFF_ADMIN_PASSWORD/);
    expect(parseEnv({ SMSRU_TEST: '1' }).SMSRU_TEST).toBe(true);
  });
});
