import { describe, expect, it, vi } from 'vitest';
import { LIST_FAILED } from '../../shared/lists/list-answer.ts';
import { withListApi } from '../../shared/testing/list-api.ts';
import { loadFavorites } from './load-favorites.server.ts';

const { load, seen } = withListApi('/favorites/', loadFavorites);

describe('the favourites loader', () => {
  it('answers the page alone while the URL names no list', async () => {
    expect(await load('')).toEqual({ catalogHref: '/cars/', list: null });
  });

  it('makes tiles and rows: a sold vehicle marked «Продан» without a link, gone ones dropped', async () => {
    const before = seen();
    const { list } = await load('?vehicles=2,3,1&accessories=11,10');
    expect(seen() - before).toBe(5);
    expect(list?.state).toBe('ready');
    if (list?.state !== 'ready') return;
    expect(list.query).toEqual({ vehicles: '2,3,1', accessories: '11,10' });
    expect(list.data.vehicles.map((v) => [v.id, v.href, v.facts.at(-1)])).toEqual([
      [2, null, 'Продан'],
      [1, '/catalog/1/', 'Новый'],
    ]);
    // The accessory's row links to its item page (issue 31).
    expect(list.data.accessories).toEqual([
      {
        id: 10,
        name: 'Коврики',
        brand: 'Kia',
        price: 4000,
        oldPrice: 5000,
        image: null,
        href: '/item/10/',
      },
    ]);
  });

  it.each([
    ['an API error', '?vehicles=1,4'],
    ['an answer without JSON', '?vehicles=1&accessories=12'],
  ])('turns %s into the failed state of the whole list', async (_, search) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { list } = await load(search);
    expect(list).toMatchObject({ state: 'failed', status: 503, message: LIST_FAILED });
    expect(console.error).toHaveBeenCalledWith('List not loaded', '/favorites/', expect.anything());
  });

  it('never asks the API for a refused list', async () => {
    const before = seen();
    expect((await load('?vehicles=1;DROP')).list).toMatchObject({ state: 'failed', status: 400 });
    expect(seen()).toBe(before);
  });
});
