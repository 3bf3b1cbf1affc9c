import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { startDadataFake } from '../../../test/fakes/dadata.ts';
import type { HttpFake } from '../../../test/fakes/http-fake.ts';

describe(`/suggestions with the development adapter on ${testDbLabel}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('places this machine in Moscow and any other address in Moscow by default', async () => {
    const local = await t.app.inject({ url: '/v1/suggestions/location?holdingId=1' });
    expect(local.json()).toEqual({
      siteCityCode: 'msk',
      city: 'Москва',
      region_with_type: 'г Москва',
    });
    const other = await t.app.inject({
      url: '/v1/suggestions/location?holdingId=1&ip=93.184.216.34',
    });
    expect(other.json()).toEqual({ siteCityCode: 'msk', city: null, region_with_type: null });
    const bad = await t.app.inject({ url: '/v1/suggestions/location?holdingId=1&ip=999.1.1.1' });
    expect(bad.statusCode).toBe(400);
  });
});

describe(`/suggestions through DaData on ${testDbLabel}`, () => {
  let t: TestApp;
  let fake: HttpFake;
  beforeAll(async () => {
    fake = await startDadataFake('test-token');
    const env = parseEnv({
      DADATA_TOKEN: 'test-token',
      DADATA_URL: fake.url,
      SERVICE_TIMEOUT_MS: '1500',
    });
    t = await buildTestApp({ env });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it.each([
    ['93.184.216.34', 'spb', 'Санкт-Петербург'],
    ['46.226.227.20', 'msk', 'Москва'],
    // SPEC 4: krasnodar is ignored.
    ['85.26.235.1', 'msk', 'Краснодар'],
    ['10.1.1.1', 'msk', null],
  ])('resolves %s to %s', async (ip, code, city) => {
    const res = await t.app.inject({ url: `/v1/suggestions/location?holdingId=1&ip=${ip}` });
    expect(res.json()).toMatchObject({ siteCityCode: code, city });
  });

  it('uses the request address when no ip is given (behind the web proxy)', async () => {
    const res = await t.app.inject({
      url: '/v1/suggestions/location?holdingId=1',
      headers: { 'x-forwarded-for': '93.184.216.34' },
    });
    expect(res.json().siteCityCode).toBe('spb');
    expect(fake.requests.at(-1)!.url).toContain('ip=93.184.216.34');
  });

  it('falls back to Moscow when the service fails', async () => {
    fake.answer(() => ({ status: 429, json: {} }));
    const res = await t.app.inject({
      url: '/v1/suggestions/location?holdingId=1&ip=93.184.216.34',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().siteCityCode).toBe('msk');
  });

  it('passes address suggestions through, and answers none when the service fails', async () => {
    fake.answer(() => ({
      status: 200,
      json: { suggestions: [{ value: 'г Москва, ул Тверская', data: {} }] },
    }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/suggestions/address?holdingId=1',
      payload: { query: 'Тверская' },
    });
    expect(res.json().suggestions[0]).toMatchObject({ value: 'г Москва, ул Тверская' });
    fake.answer(() => 'hang');
    const failed = await t.app.inject({
      method: 'POST',
      url: '/v1/suggestions/address?holdingId=1',
      payload: { query: 'Тверская' },
    });
    expect(failed.json()).toEqual({ suggestions: [] });
  });
});
