import { BOUND_KEYS, FACET_KEYS, LISTING_FLAGS, LISTING_SORTS } from '@dealer/domain/listing/keys';
import { describe, expect, it } from 'vitest';
import { catalogFacetsSchema } from './catalog.ts';
import { catalogFilterSchema, catalogSortSchema } from './catalog-query.ts';
import { vehicleFlagSchema } from './catalog-vocabulary.ts';

describe('the catalogue query', () => {
  it('filters by exactly the listing keys of the domain: each faceted list and each range bound', () => {
    const own = Object.keys(catalogFilterSchema.shape).sort();
    expect(own).toEqual([...FACET_KEYS, ...BOUND_KEYS].sort());
    expect(Object.keys(catalogFacetsSchema.shape.values.shape)).toEqual([...FACET_KEYS]);
  });

  it('takes the sorts and offers of the domain', () => {
    expect(catalogSortSchema.options).toEqual([...LISTING_SORTS]);
    expect(vehicleFlagSchema.options).toEqual([...LISTING_FLAGS]);
  });
});
