import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { insertVehicles } from '../../../test/identity-fixtures.ts';
import { bearer, login, recordingSms } from '../../../test/identity.ts';

describe(`vehicle favourites and compare on ${testDbLabel}`, () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let ids: { id: number; type: string }[];

  beforeAll(async () => {
    const sms = recordingSms();
    t = await buildTestApp({ services: { sms: sms.gateway } });
    ids = await insertVehicles(t.client.db, ['cars', 'moto', 'atv', 'jet-ski', 'cars']);
    alice = (await login(t.app, sms, 1)).token;
    bob = (await login(t.app, sms, 2)).token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload && { payload }) });

  for (const list of ['favorite', 'compare'] as const) {
    describe(`/${list}`, () => {
      it('adds vehicles and answers the ids by transport type (SPEC 3)', async () => {
        const [car, moto, atv, jetSki] = ids;
        const res = await call('POST', `/${list}?holdingId=1`, alice, {
          carId: [car!.id, moto!.id, atv!.id, jetSki!.id, car!.id],
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          ids: {
            cars: [{ id: car!.id, typeOfTransport: 'cars' }],
            moto: [{ id: moto!.id, typeOfTransport: 'moto' }],
            atv: [{ id: atv!.id, typeOfTransport: 'atv' }],
            'jet-ski': [{ id: jetSki!.id, typeOfTransport: 'jet-ski' }],
          },
          count: 4,
        });
        const short = await call('GET', `/${list}/short?holdingId=1`, alice);
        expect(short.json().count).toBe(4);
        expect(short.headers['cache-control']).toBe('private, no-store');
      });

      it('lists full cards, a sold vehicle included', async () => {
        const res = await call('GET', `/${list}?holdingId=1`, alice);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.items).toHaveLength(4);
        expect(body.items[0]).toMatchObject({
          mark: 'Testmark',
          model: 'Testmodel',
          status: 'in-stock',
        });
      });

      it('refuses unknown vehicles without adding any', async () => {
        const res = await call('POST', `/${list}?holdingId=1`, bob, {
          carId: [ids[4]!.id, 99_999_999],
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Автомобиль не найден: 99999999');
        expect((await call('GET', `/${list}/short?holdingId=1`, bob)).json().count).toBe(0);
      });

      it('keeps each visitor to their own list', async () => {
        await call('POST', `/${list}?holdingId=1`, bob, { carId: [ids[4]!.id] });
        // Bob deleting Alice's ids (or everything) touches only Bob's list.
        await call('DELETE', `/${list}?holdingId=1&carId=${ids[0]!.id}`, bob);
        await call('DELETE', `/${list}?holdingId=1&deleteAll=true`, bob);
        expect((await call('GET', `/${list}/short?holdingId=1`, alice)).json().count).toBe(4);
        expect((await call('GET', `/${list}/short?holdingId=1`, bob)).json().count).toBe(0);
      });

      it('removes by carId list or all at once', async () => {
        const res = await call(
          'DELETE',
          `/${list}?holdingId=1&carId=${ids[0]!.id},${ids[1]!.id}`,
          alice,
        );
        expect(res.json().count).toBe(2);
        expect(
          (await call('DELETE', `/${list}?holdingId=1&deleteAll=true`, alice)).json().count,
        ).toBe(0);
      });

      it('needs a token and a carId or deleteAll', async () => {
        expect((await t.app.inject({ url: `/v1/${list}/short?holdingId=1` })).statusCode).toBe(401);
        const res = await call('DELETE', `/${list}?holdingId=1`, alice);
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].message).toBe('Укажите carId или deleteAll=true');
      });
    });
  }
});
