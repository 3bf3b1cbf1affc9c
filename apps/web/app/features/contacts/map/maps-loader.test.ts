import { describe, expect, it, vi } from 'vitest';
import { createMapsLoader, type MapsApi, type MapsState } from './maps-loader.ts';

const fakeApi = (ready: Promise<unknown> = Promise.resolve()) => ({ ready }) as unknown as MapsApi;

describe('maps loader (SPEC 4: pending, loading, loaded, error)', () => {
  it('goes pending → loading → loaded and asks for the script once', async () => {
    const inject = vi.fn(() => Promise.resolve());
    const api = fakeApi();
    const loader = createMapsLoader('https://maps.test/v3/?apikey=k', { inject, api: () => api });
    const seen: MapsState['status'][] = [];
    loader.subscribe((s) => seen.push(s.status));
    expect(loader.state().status).toBe('pending');
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(api);
    expect(second).toBe(api);
    expect(inject).toHaveBeenCalledTimes(1);
    expect(inject).toHaveBeenCalledWith('https://maps.test/v3/?apikey=k');
    expect(seen).toEqual(['loading', 'loaded']);
  });

  it('stores a failed script and rejects every later call with it (SPEC 8)', async () => {
    const inject = vi.fn(() => Promise.reject(new Error('Карта не загрузилась')));
    const loader = createMapsLoader('https://maps.test/v3/', { inject, api: () => undefined });
    await expect(loader.load()).rejects.toThrow('Карта не загрузилась');
    await expect(loader.load()).rejects.toThrow('Карта не загрузилась');
    expect(inject).toHaveBeenCalledTimes(1);
    const state = loader.state();
    expect(state.status).toBe('error');
    expect(state.status === 'error' && state.error.message).toBe('Карта не загрузилась');
  });

  it('is an error when the script runs but defines no ymaps3', async () => {
    const loader = createMapsLoader('https://maps.test/v3/', {
      inject: () => Promise.resolve(),
      api: () => undefined,
    });
    await expect(loader.load()).rejects.toThrow('ymaps3');
    expect(loader.state().status).toBe('error');
  });

  it('gives up when the map never gets ready', async () => {
    vi.useFakeTimers();
    try {
      const loader = createMapsLoader('https://maps.test/v3/', {
        inject: () => Promise.resolve(),
        api: () => fakeApi(new Promise(() => {})),
        timeoutMs: 1000,
      });
      const result = loader.load().catch((error: Error) => error.message);
      await vi.advanceTimersByTimeAsync(1001);
      expect(await result).toBe('Карта не ответила вовремя');
      expect(loader.state().status).toBe('error');
    } finally {
      vi.useRealTimers();
    }
  });
});
