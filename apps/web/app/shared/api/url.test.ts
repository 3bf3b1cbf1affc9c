import { describe, expect, it } from 'vitest';
import { endpointUrl } from './url.ts';

describe('endpointUrl', () => {
  it('fills path parameters, encoded', () => {
    expect(endpointUrl('/brands/:brand/:model', { brand: 'kia', model: 'rio x' })).toBe(
      '/brands/kia/rio%20x',
    );
    expect(endpointUrl('/catalog/:id', { id: 690 })).toBe('/catalog/690');
  });

  it('writes the query: lists repeat their key, flags and numbers as text, empty values left out', () => {
    expect(
      endpointUrl('/catalog', undefined, {
        mark: ['kia', 'bmw'],
        facets: false,
        perPage: 1,
        city: undefined,
        model: null,
      }),
    ).toBe('/catalog?mark=kia&mark=bmw&facets=false&perPage=1');
  });

  it('adds no question mark without a query', () => {
    expect(endpointUrl('/health', undefined, {})).toBe('/health');
  });
});
