import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';

// SPEC 4, 7, 8: local first; a logged-in visitor's change also goes to the API; a failure is logged only.
let calls: { method: string; url: string; body: unknown }[];
let fail: boolean;
beforeEach(() => {
  calls = [];
  fail = false;
  vi.stubGlobal('window', { localStorage: new MemoryStorage(), addEventListener: () => {} });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (fail) throw new TypeError('network down');
    return new Response(null, { status: 204 });
  });
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

const load = () => import('./index.ts');
// The calls load on the first change of a logged-in visitor: wait for that import, then the fetches.
const flush = async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('list sync', () => {
  it('keeps an anonymous visitor local only', async () => {
    const s = await load();
    s.toggleFavorite({ id: 7, typeOfTransport: 'cars' });
    s.toggleCompare({ id: 7, typeOfTransport: 'cars' });
    await flush();
    expect(s.favoritesStore.get().cars).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('sends a logged-in visitor adds and removes to the three lists', async () => {
    const s = await load();
    s.setUser({ firstName: 'Анна' });
    s.toggleFavorite({ id: 7, typeOfTransport: 'cars' });
    s.toggleFavorite({ id: 7, typeOfTransport: 'cars' });
    s.toggleCompare({ id: 9, typeOfTransport: 'atv' });
    s.toggleFavoriteAccessory(31);
    await flush();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/v1/favorite', body: { carId: [7] } },
      { method: 'DELETE', url: '/api/v1/favorite?carId=7', body: undefined },
      { method: 'POST', url: '/api/v1/compare', body: { carId: [9] } },
      { method: 'POST', url: '/api/v1/store/favorite', body: { accItemId: [31] } },
    ]);
  });

  it('clear all calls DELETE with deleteAll and empties both local lists', async () => {
    const s = await load();
    s.toggleFavorite({ id: 1, typeOfTransport: 'moto' });
    s.toggleFavoriteAccessory(5);
    s.setUser({ firstName: 'Анна' });
    s.clearAllFavorites();
    await flush();
    expect(s.favoritesStore.get().moto).toEqual([]);
    expect(s.favoriteAccessoriesStore.get()).toEqual([]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/v1/favorite?deleteAll=true',
      'DELETE /api/v1/store/favorite?deleteAll=true',
    ]);
  });

  it('clearing compare sends the ids it held', async () => {
    const s = await load();
    s.toggleCompare({ id: 3, typeOfTransport: 'cars' });
    s.toggleCompare({ id: 4, typeOfTransport: 'moto' });
    s.setUser({ firstName: 'Анна' });
    s.clearCompare();
    await flush();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/v1/compare?carId=3&carId=4',
    ]);
  });

  it('a failed sync is only logged; the local change stays', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = await load();
    s.setUser({ firstName: 'Анна' });
    fail = true;
    s.toggleFavorite({ id: 2, typeOfTransport: 'cars' });
    await flush();
    expect(s.favoritesStore.get().cars).toEqual([{ id: 2, typeOfTransport: 'cars' }]);
    expect(errors).toHaveBeenCalledWith('Sync of the favorite list failed', expect.any(TypeError));
    errors.mockRestore();
  });

  it('ids the API cannot know are not sent', async () => {
    const { syncRequest } = await import('./list-sync-request.ts');
    expect(syncRequest('store-favorite', { add: 'local-1' })).toBeNull();
    expect(syncRequest('compare', { removeAll: [] })).toBeNull();
    expect(syncRequest('favorite', { deleteAll: true })).toEqual({
      method: 'DELETE',
      path: '/favorite',
      query: { deleteAll: true },
    });
  });
});
