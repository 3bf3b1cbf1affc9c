import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_FAILED, LIST_REFUSED } from './list-answer.ts';
import { listResponse, loadList, readListQuery } from './load-list.server.ts';

const NAMES = ['vehicles', 'accessories'] as const;
const url = (search: string) => new URL(`http://localhost/favorites/${search}`);

describe('the lists a list page URL names', () => {
  it('is nothing when the URL names none (the page HTML)', () => {
    expect(readListQuery(url(''), NAMES)).toBeNull();
    expect(readListQuery(url('?utm_source=x'), NAMES)).toBeNull();
  });

  it('reads ids, de-duplicated, and an empty or absent list as none', () => {
    expect(readListQuery(url('?vehicles=12,5,12&accessories='), NAMES)).toEqual({
      ok: true,
      query: { vehicles: '12,5', accessories: '' },
      ids: { vehicles: [12, 5], accessories: [] },
    });
    expect(readListQuery(url('?accessories=7%2C8'), NAMES)).toEqual({
      ok: true,
      query: { vehicles: '', accessories: '7,8' },
      ids: { vehicles: [], accessories: [7, 8] },
    });
  });

  it.each([
    '?vehicles=abc',
    '?vehicles=1,,2',
    '?vehicles=%201',
    '?vehicles=0',
    '?vehicles=-3',
    '?vehicles=1.5',
    '?vehicles=2147483648',
    '?vehicles=1&vehicles=2',
    `?accessories=${Array.from({ length: 49 }, (_, i) => i + 1).join(',')}`,
  ])('refuses %s', (search) => {
    expect(readListQuery(url(search), NAMES)).toEqual({ ok: false });
  });

  it('takes 48 ids', () => {
    const ids = Array.from({ length: 48 }, (_, i) => i + 1);
    expect(readListQuery(url(`?vehicles=${ids.join(',')}`), NAMES)).toMatchObject({
      ok: true,
      ids: { vehicles: ids },
    });
  });
});

describe('a list page loader answer', () => {
  afterEach(() => vi.restoreAllMocks());
  const load = async (ids: Record<'vehicles' | 'accessories', number[]>) => ids.vehicles.length;

  it('is null without lists, and the items of the lists asked', async () => {
    expect(await loadList(url(''), NAMES, load)).toBeNull();
    expect(await loadList(url('?vehicles=1,2'), NAMES, load)).toEqual({
      state: 'ready',
      query: { vehicles: '1,2', accessories: '' },
      data: 2,
    });
  });

  it('refuses a malformed query with a 400 and its message, without loading', async () => {
    let loaded = false;
    const answer = await loadList(url('?vehicles=x'), NAMES, async () => {
      loaded = true;
      return 0;
    });
    expect(answer).toEqual({ state: 'failed', query: {}, status: 400, message: LIST_REFUSED });
    expect(loaded).toBe(false);
    expect(listResponse({ list: answer }).init?.status).toBe(400);
  });

  it('turns a failed load into the failed state with a 503, not an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await loadList(url('?vehicles=1'), NAMES, async () => {
      throw new Error('The API did not answer');
    });
    expect(answer).toEqual({
      state: 'failed',
      query: { vehicles: '1', accessories: '' },
      status: 503,
      message: LIST_FAILED,
    });
    expect(listResponse({ list: answer }).init?.status).toBe(503);
    expect(listResponse({ list: null }).init?.status).toBe(200);
  });
});
