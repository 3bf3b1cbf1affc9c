import { healthResponseSchema } from '@dealer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';

describe(`GET /v1/health on ${testDbLabel}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the kind of database it checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body).toEqual({ status: 'ok', db: testDbLabel === 'PGlite' ? 'pglite' : 'postgres' });
  });

  it('answers the same with a trailing slash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health/' });
    expect(res.statusCode).toBe(200);
  });
});

describe(`GET /v1/health with the database gone on ${testDbLabel}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.client.close();
  });
  afterAll(() => t.close());

  it('answers 503 with the internal-error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'Сервис временно недоступен. Попробуйте позже.',
      code: 13,
      details: [],
    });
  });
});
