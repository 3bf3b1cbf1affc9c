import { describe, expect, it, vi } from 'vitest';
import { LIST_FAILED } from '../../shared/lists/list-answer.ts';
import { withListApi } from '../../shared/testing/list-api.ts';
import { loadCompare } from './load-compare.server.ts';

const { load } = withListApi('/compare/', loadCompare);

describe('the compare loader', () => {
  it('makes the columns: a sold vehicle keeps its column without a link, gone ones dropped', async () => {
    const { catalogHref, list } = await load('?vehicles=3,1,2&accessories=10');
    expect(catalogHref).toBe('/cars/');
    expect(list?.state).toBe('ready');
    if (list?.state !== 'ready') return;
    // Compare reads no accessories: the parameter is not its own.
    expect(list.query).toEqual({ vehicles: '3,1,2' });
    expect(list.data.map((v) => [v.id, v.href, v.sold])).toEqual([
      [1, '/catalog/1/', false],
      [2, null, true],
    ]);
    expect(list.data[0]?.specs.map((pair) => pair.label)).toContain('Привод');
  });

  it('says the list failed when the API does, and refuses a malformed list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await load('?vehicles=4,1')).list).toMatchObject({
      state: 'failed',
      status: 503,
      message: LIST_FAILED,
    });
    expect((await load('?vehicles=1,1.5')).list).toMatchObject({ state: 'failed', status: 400 });
  });
});
