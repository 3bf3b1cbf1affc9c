import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASKET_QUANTITY_READ_ERROR } from '@dealer/domain';

// A browser-like window with a real Map-backed localStorage, so a "reload" (fresh modules) reads back.
class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage, addEventListener: () => {} });
  // The basket's cookie (decision 0069): a plain string here, as the stores only read and set it.
  vi.stubGlobal('document', { cookie: '' });
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

const load = () => import('./index.ts');

describe('favourites', () => {
  it('toggles vehicles by transport type and accessories, and counts both', async () => {
    const s = await load();
    s.toggleFavorite({ id: 1, typeOfTransport: 'cars' });
    s.toggleFavorite({ id: 2, typeOfTransport: 'moto' });
    s.toggleFavoriteAccessory('a-1');
    expect(s.favoritesStore.get().cars).toEqual([{ id: 1, typeOfTransport: 'cars' }]);
    s.toggleFavorite({ id: 1, typeOfTransport: 'cars' });
    expect(s.favoritesStore.get().cars).toEqual([]);
    expect(JSON.parse(storage.getItem('favorites')!)).toMatchObject({
      moto: [{ id: 2, typeOfTransport: 'moto' }],
    });
    expect(JSON.parse(storage.getItem('favoriteAccessories')!)).toEqual(['a-1']);
  });

  it('survives a reload and ignores malformed entries', async () => {
    storage.setItem(
      'favorites',
      JSON.stringify({ cars: [{ id: 7 }, { nope: 1 }, null], atv: 'x' }),
    );
    const s = await load();
    expect(s.favoritesStore.get()).toEqual({
      cars: [{ id: 7, typeOfTransport: 'cars' }],
      moto: [],
      atv: [],
      'jet-ski': [],
    });
  });

  it('a broken value starts empty and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setItem('favorites', '{not json');
    const s = await load();
    expect(s.favoritesStore.get().cars).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('clearing empties both lists and the storage', async () => {
    const s = await load();
    s.toggleFavorite({ id: 1, typeOfTransport: 'atv' });
    s.toggleFavoriteAccessory(3);
    s.clearFavorites();
    expect(storage.getItem('favorites')).toBeNull();
    expect(storage.getItem('favoriteAccessories')).toBeNull();
  });
});

describe('compare', () => {
  it('keeps the four lists; the holding decides what counts (domain countCompare)', async () => {
    const s = await load();
    const { countCompare } = await import('@dealer/domain');
    s.toggleCompare({ id: 1, typeOfTransport: 'cars' });
    s.toggleCompare({ id: 2, typeOfTransport: 'moto' });
    s.toggleCompare({ id: 3, typeOfTransport: 'atv' });
    expect(countCompare(1, s.compareStore.get())).toBe(3);
    expect(countCompare(2, s.compareStore.get())).toBe(2);
    vi.resetModules();
    const reloaded = await load();
    expect(reloaded.compareStore.get().moto).toEqual([{ id: 2, typeOfTransport: 'moto' }]);
  });
});

describe('basket and quantities', () => {
  it('adds once, removes, and persists the accessory basket', async () => {
    const s = await load();
    s.addToBasket(5);
    s.addToBasket(5);
    s.addToBasket('x');
    s.removeFromBasket(5);
    expect(s.basketStore.get()).toEqual(['x']);
    vi.resetModules();
    expect((await load()).basketStore.get()).toEqual(['x']);
  });

  it('stores quantities under basketQuantity', async () => {
    const s = await load();
    s.setQuantity(10, 2);
    s.setQuantity(10, 4);
    expect(JSON.parse(storage.getItem('basketQuantity')!)).toEqual([{ id: 10, count: 4 }]);
  });

  it('an unreadable basketQuantity is logged with the SPEC message and starts empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setItem('basketQuantity', '[oops');
    const s = await load();
    expect(s.quantitiesStore.get()).toEqual([]);
    expect(log).toHaveBeenCalledWith(BASKET_QUANTITY_READ_ERROR);
    log.mockRestore();
  });

  it('clearBasket empties basket and quantities (logout)', async () => {
    const s = await load();
    s.addToBasket(1);
    s.setQuantity(1, 3);
    s.clearBasket();
    expect(s.basketStore.get()).toEqual([]);
    expect(s.quantitiesStore.get()).toEqual([]);
    expect(document.cookie).toMatch(/^basket=; Max-Age=0;/);
  });

  it('follows the basket cookie: accessory ids and every line count', async () => {
    const s = await load();
    document.cookie = 'siteCityCode=msk; basket=p12x3.a7x1';
    s.syncBasketFromCookie();
    expect(s.basketStore.get()).toEqual([7]);
    expect(s.quantitiesStore.get()).toEqual([
      { id: 12, count: 3 },
      { id: 7, count: 1 },
    ]);
    expect(JSON.parse(storage.getItem('basketQuantity')!)).toEqual([
      { id: 12, count: 3 },
      { id: 7, count: 1 },
    ]);
    const kept = s.quantitiesStore.get();
    s.syncBasketFromCookie();
    expect(s.quantitiesStore.get()).toBe(kept);
  });
});

describe('ui', () => {
  it('opening one panel closes the other; closing by name only closes that one', async () => {
    const s = await load();
    s.openPanel('menu');
    s.openPanel('city', { from: 'popup' });
    expect(s.uiStore.get()).toEqual({ panel: 'city', data: { from: 'popup' } });
    s.closePanel('menu');
    expect(s.uiStore.get().panel).toBe('city');
    s.closePanel();
    expect(s.uiStore.get()).toEqual({ panel: null, data: undefined });
  });
});

describe('user info', () => {
  it('persists and clears', async () => {
    const s = await load();
    s.setUser({ firstName: 'Анна' });
    vi.resetModules();
    const reloaded = await load();
    expect(reloaded.userStore.get()).toEqual({ firstName: 'Анна' });
    reloaded.setUser(null);
    expect(storage.getItem('userInfo')).toBeNull();
  });
});

describe('server rendering', () => {
  it('without a window the stores read their empty value and writes do not throw', async () => {
    vi.unstubAllGlobals();
    const s = await load();
    expect(s.basketStore.get()).toEqual([]);
    s.addToBasket(1);
    expect(s.basketStore.get()).toEqual([1]);
  });
});
