import { describe, expect, it } from 'vitest';
import { endpointUrl, proxiedUrl } from './url.ts';

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

describe('proxiedUrl', () => {
  it("puts the address behind the site's /api/v1 proxy", () => {
    expect(proxiedUrl('/investors/documents/:id/file', { id: 7 }, { holdingId: 2 })).toBe(
      '/api/v1/investors/documents/7/file?holdingId=2',
    );
  });
});
