import { describe, expect, it } from 'vitest';
import { idsParam, MAX_LIST_IDS, parseIdsParam } from './ids-param.ts';

describe('list ids in the URL', () => {
  it.each([
    [null, []],
    ['', []],
    ['12,5,7', [12, 5, 7]],
    [' 3 , 3,4', [3, 4]],
    ['0,-1,abc,1.5,2', [2]],
    ['99999999999', []],
  ])('%s → %o', (value, ids) => {
    expect(parseIdsParam(value)).toEqual(ids);
  });

  it('keeps at most the limit', () => {
    const many = Array.from({ length: MAX_LIST_IDS + 5 }, (_, i) => i + 1).join(',');
    expect(parseIdsParam(many)).toHaveLength(MAX_LIST_IDS);
  });

  it('writes the numeric ids of a stored list', () => {
    expect(idsParam([4, 'local', '9', 4])).toBe('4,9');
  });
});
