import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDadataFake } from '../../../test/fakes/dadata.ts';
import type { HttpFake } from '../../../test/fakes/http-fake.ts';
import { createDadata } from './dadata.ts';
import { createDevGeolocation, isLoopback } from './dev.ts';

describe('DaData adapter against a local fake', () => {
  let fake: HttpFake;
  beforeAll(async () => {
    fake = await startDadataFake('test-token');
  });
  afterAll(() => fake.close());

  const dadata = (token = 'test-token') =>
    createDadata({ token, baseUrl: `${fake.url}/suggestions/api/4_1/rs`, timeoutMs: 1500 });

  it('locates an IP with the key in the Authorization header', async () => {
    const place = await dadata().locateIp('93.184.216.34');
    expect(place).toEqual({
      value: 'г Санкт-Петербург',
      city: 'Санкт-Петербург',
      region_with_type: 'г Санкт-Петербург',
    });
    const request = fake.requests.at(-1)!;
    expect(request.url).toBe('/suggestions/api/4_1/rs/iplocate/address?ip=93.184.216.34');
    expect(request.headers.authorization).toBe('Token test-token');
  });

  it('answers null for {"location": null}', async () => {
    expect(await dadata().locateIp('10.0.0.1')).toBeNull();
  });

  it('suggests addresses with a JSON body', async () => {
    const list = await dadata().suggestAddress('Тверская', 5);
    expect(list[0]).toMatchObject({ value: 'г Москва, Тверская' });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({ query: 'Тверская', count: 5 });
  });

  it('reports 401 for a wrong key', async () => {
    await expect(dadata('wrong').locateIp('46.226.227.20')).rejects.toMatchObject({
      failure: 'status',
      code: 401,
    });
  });

  it.each([403, 413, 429])('reports HTTP %i', async (status) => {
    fake.answer(() => ({ status, json: { message: 'error' } }));
    await expect(dadata().locateIp('46.226.227.20')).rejects.toMatchObject({
      failure: 'status',
      code: status,
    });
  });

  it('gives up after its timeout', async () => {
    fake.answer(() => 'hang');
    await expect(dadata().locateIp('46.226.227.20')).rejects.toMatchObject({ failure: 'timeout' });
  });
});

describe('development geolocation', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['46.226.227.20', false],
  ])('%s is loopback: %s', (ip, expected) => {
    expect(isLoopback(ip)).toBe(expected);
  });

  it('answers Moscow for this machine and nothing for others', async () => {
    const dev = createDevGeolocation();
    expect((await dev.locateIp('127.0.0.1'))?.city).toBe('Москва');
    expect(await dev.locateIp('46.226.227.20')).toBeNull();
    expect(await dev.suggestAddress('Тверская', 5)).toEqual([]);
  });
});
