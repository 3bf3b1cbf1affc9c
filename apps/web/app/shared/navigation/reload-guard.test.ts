import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS } from '@dealer/domain';
import { mayReload } from './reload-guard.ts';

/** Session storage as the browser keeps it for one tab. */
function tabStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('reload guard (SPEC 8, 9: once per path per 10 s)', () => {
  it('lets a path reload once, then not again until 10 s have passed', () => {
    const storage = tabStorage();
    const start = 1_800_000_000_000;
    expect(mayReload('/cars/', start, storage)).toBe(true);
    expect(mayReload('/cars/', start + 1, storage)).toBe(false);
    expect(mayReload('/cars/', start + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(mayReload('/cars/', start + RELOAD_GUARD_MS, storage)).toBe(true);
    expect(mayReload('/cars/', start + RELOAD_GUARD_MS + 5, storage)).toBe(false);
  });

  it('counts each path apart, and forgets the paths whose 10 s are over', () => {
    const storage = tabStorage();
    const start = 1_800_000_000_000;
    expect(mayReload('/cars/', start, storage)).toBe(true);
    expect(mayReload('/news/', start + 100, storage)).toBe(true);
    expect(mayReload('/news/', start + 200, storage)).toBe(false);
    expect(mayReload('/', start + RELOAD_GUARD_MS + 50, storage)).toBe(true);
    expect(Object.keys(JSON.parse(storage.getItem('reloadGuard') ?? '{}') as object)).toEqual([
      '/news/',
      '/',
    ]);
  });

  it('reloads nothing when the storage is unreadable or refuses to write', () => {
    const broken = tabStorage();
    broken.setItem('reloadGuard', '{not json');
    expect(mayReload('/cars/', 1, broken)).toBe(true);
    const full = {
      ...tabStorage(),
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as Storage;
    expect(mayReload('/cars/', 1, full)).toBe(false);
  });
});
