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

  it('picks the card gateway: TWPG when configured, the simulator in development, none in production', async () => {
    const configured = createServices(
      parseEnv({ PAY_GATEWAY_URL: 'https://pay.example/twpg', PAY_MERCHANT_ID: 'M1' }),
      log,
    );
    const development = createServices(parseEnv({}), log);
    const production = createServices(
      parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }),
      log,
    );
    expect([configured, development, production].map((s) => s.payments.name)).toEqual([
      'twpg',
      'simulator',
      'unconfigured',
    ]);
    await expect(production.payments.orderStatus('1', 's')).rejects.toThrow(/not configured/);
    expect(() => parseEnv({ PAY_GATEWAY_URL: 'pay.example' })).toThrow(/PAY_GATEWAY_URL/);
    for (const s of [configured, development, production]) await s.limiter.close();
  });
});
