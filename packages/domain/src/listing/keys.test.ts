import { describe, expect, it } from 'vitest';
import { BOUND_KEYS, FACET_KEYS, LIST_KEYS, RANGE_KEYS } from './keys.ts';
import { LISTING_QUERY_PARAMS } from './query.ts';

describe('the listing filter keys', () => {
  it('are filters of the catalogue API: every list has its facet, the API adds only what a path sets', () => {
    expect(FACET_KEYS.filter((key) => !(LIST_KEYS as readonly string[]).includes(key))).toEqual([
      'category',
      'condition',
      'city',
      'status',
    ]);
    expect(new Set(FACET_KEYS).size).toBe(FACET_KEYS.length);
  });

  it('give each range a From and a To bound, and every list and bound is a listing query parameter', () => {
    expect(BOUND_KEYS).toHaveLength(RANGE_KEYS.length * 2);
    expect(BOUND_KEYS).toContain('engineVolumeTo');
    for (const key of [...LIST_KEYS, ...BOUND_KEYS]) expect(LISTING_QUERY_PARAMS).toContain(key);
  });
});
