import { describe, expect, it } from 'vitest';
import { idsParam, listCovers, listSearch, MAX_LIST_IDS, parseIdsParam } from './ids-param.ts';

describe('list ids in the URL', () => {
  it.each([
    [null, []],
    ['', []],
    ['12,5,7', [12, 5, 7]],
    [' 3 , 3,4', [3, 4]],
    ['0,-1,abc,1.5,012,2', [2]],
    ['2147483647,2147483648', [2147483647]],
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

describe('a list query', () => {
  it('names the lists that hold ids, commas as written', () => {
    expect(listSearch({ vehicles: '1,2', accessories: '3' })).toBe('vehicles=1,2&accessories=3');
    expect(listSearch({ vehicles: '', accessories: '3' })).toBe('accessories=3');
    expect(listSearch({ vehicles: '' })).toBe('');
  });

  it('is covered by an answer that holds all its ids, whatever else the answer holds', () => {
    const answered = { vehicles: '1,2,3', accessories: '' };
    expect(listCovers(answered, { vehicles: '3,1', accessories: '' })).toBe(true);
    expect(listCovers(answered, { vehicles: '', accessories: '' })).toBe(true);
    expect(listCovers(answered, { vehicles: '1,4', accessories: '' })).toBe(false);
    expect(listCovers(answered, { vehicles: '1', accessories: '7' })).toBe(false);
    expect(listCovers({}, { vehicles: '1' })).toBe(false);
  });
});
