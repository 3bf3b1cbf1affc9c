import { describe, expect, it } from 'vitest';
import { unknownCatalogValue, type KnownCatalogValues } from './known-values.ts';

const known: KnownCatalogValues = {
  marks: new Set(['kia', 'bmw', 'tesla']),
  models: new Map([
    ['kia', new Set(['rio', 'k5'])],
    ['bmw', new Set(['x5'])],
    ['tesla', new Set<string>()],
  ]),
  dealers: new Set(['vektor-msk-1']),
};
const now = new Date('2026-11-26T00:00:00Z');

describe('unknownCatalogValue', () => {
  it('passes real values, with or without vehicles in stock', () => {
    expect(unknownCatalogValue({}, known, now)).toBeNull();
    expect(
      unknownCatalogValue(
        {
          mark: ['kia'],
          model: ['rio'],
          bodyType: ['suv'],
          dealer: ['vektor-msk-1'],
          year: ['2027'],
        },
        known,
        now,
      ),
    ).toBeNull();
    expect(unknownCatalogValue({ model: ['x5'] }, known, now)).toBeNull();
    expect(unknownCatalogValue({ mark: ['tesla'] }, known, now)).toBeNull();
  });

  it.each<[Record<string, string[]>, string, string]>([
    [{ mark: ['zvonite-8-900-123-45-67'] }, 'mark', 'zvonite-8-900-123-45-67'],
    [{ mark: ['kia', 'nope'] }, 'mark', 'nope'],
    [{ mark: ['kia'], model: ['x5'] }, 'model', 'x5'],
    [{ model: ['zvonite'] }, 'model', 'zvonite'],
    [{ dealer: ['zvonite'] }, 'dealer', 'zvonite'],
    [{ colorGroup: ['purple'] }, 'colorGroup', 'purple'],
    [{ motoClass: ['zvonite'] }, 'motoClass', 'zvonite'],
    [{ year: ['2028'] }, 'year', '2028'],
  ])('names %j as unknown', (filter, key, value) => {
    expect(unknownCatalogValue(filter, known, now)).toEqual({ key, value });
  });
});
