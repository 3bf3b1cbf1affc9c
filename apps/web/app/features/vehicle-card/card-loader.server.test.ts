import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VehicleCard, VehicleDetail } from '@dealer/contract';
import type { HoldingId } from '@dealer/domain';
import type { ApiClient } from '../../shared/api/client.server.ts';
import { apiContext } from '../../shared/api/context.ts';
import { siteContext } from '../../shared/site/context.ts';
import { loadVehicleCard } from './card-loader.server.ts';

// Vehicles in a made-up stock: every field the card reads, the rest as the API would send it.
function vehicle(id: number, mark: string, condition: 'new' | 'used' = 'new'): VehicleDetail {
  return {
    id,
    category: 'cars',
    typeOfTransport: 'cars',
    condition,
    status: 'in-stock',
    mark: { code: mark, name: mark.toUpperCase(), nameRu: mark, logo: null },
    model: { code: 'm', name: 'M' },
    modification: '1.6 MT',
    city: 'msk',
    year: 2025,
    price: 1_000_000,
    disprice: 1_000_000,
    color: 'Белый',
    photos: [],
    preview: null,
    labels: [],
    discounts: {},
    dealer: {
      code: 'c1',
      name: 'Центр',
      phone: '+7 (495) 000-00-01',
      address: 'Москва, ул. Примерная, 1',
    },
  } as unknown as VehicleDetail;
}

/** An API over the vehicles that counts the list calls; `down` makes every list call fail. */
function fakeApi(stock: VehicleDetail[], state = { lists: 0, down: false }) {
  const api = {
    async get(path: string, input?: { params?: { id?: string }; query?: Record<string, unknown> }) {
      if (path === '/catalog/:id') return stock.find((v) => String(v.id) === input?.params?.id);
      if (path !== '/catalog') throw new Error(`unexpected call ${path}`);
      state.lists += 1;
      if (state.down) return undefined;
      const { category, condition, mark, perPage } = input?.query ?? {};
      const items = stock.filter(
        (v) => v.category === category && v.condition === condition && v.mark.code === mark,
      );
      return { items: items.slice(0, Number(perPage)) as unknown as VehicleCard[] };
    },
  };
  return { api: api as unknown as ApiClient, state };
}

function contextOf(api: ApiClient, holdingId: HoldingId = 1) {
  const context = new RouterContextProvider();
  context.set(siteContext, { holdingId, city: 'msk' });
  context.set(apiContext, api);
  return context;
}

const similarTiles = async (api: ApiClient, id: number, holdingId?: HoldingId) => {
  const card = await loadVehicleCard(
    contextOf(api, holdingId),
    String(id),
    new URL(`http://x/catalog/${id}/`),
  );
  return card.similar;
};
const similarIds = async (api: ApiClient, id: number, holdingId?: HoldingId) =>
  (await similarTiles(api, id, holdingId)).map((tile) => tile.id);

describe('loadVehicleCard: similar vehicles', () => {
  it('lists the others of the same mark and condition, and asks the API once per list', async () => {
    const stock = [vehicle(1, 'kia'), vehicle(2, 'kia'), vehicle(3, 'kia'), vehicle(4, 'lada')];
    stock.push(vehicle(5, 'kia', 'used'));
    const { api, state } = fakeApi(stock);
    expect(await similarIds(api, 1)).toEqual([2, 3]);
    expect(await similarIds(api, 2)).toEqual([1, 3]);
    expect(await similarIds(api, 3)).toEqual([1, 2]);
    expect(state.lists).toBe(1);
    // One tile object per kept vehicle: the server writes its HTML once (SimilarVehicles).
    const [, ofTwo] = await similarTiles(api, 1);
    const [, ofOne] = await similarTiles(api, 2);
    expect(ofOne?.id).toBe(3);
    expect(ofOne).toBe(ofTwo);
    expect(await similarIds(api, 5)).toEqual([]);
    expect(state.lists).toBe(2);
    // The other holding has a stock of its own.
    expect(await similarIds(api, 1, 2)).toEqual([2, 3]);
    expect(state.lists).toBe(3);
  });

  it('shows the card without them when the list fails, and asks again for the next card', async () => {
    const stock = [vehicle(11, 'geely'), vehicle(12, 'geely')];
    const { api, state } = fakeApi(stock, { lists: 0, down: true });
    expect(await similarIds(api, 11)).toEqual([]);
    state.down = false;
    expect(await similarIds(api, 11)).toEqual([12]);
    expect(state.lists).toBe(2);
  });
});
