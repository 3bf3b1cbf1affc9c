import { describe, expect, it } from 'vitest';
import { mapLocation } from './draw-map.ts';

const point = (lat: number, lon: number) => ({ code: 'x', name: 'X', lat, lon, href: null });

describe('where the map looks (coordinates are [lon, lat])', () => {
  it('centres one dealer close up', () => {
    expect(mapLocation([point(55.5, 37.6)])).toEqual({ center: [37.6, 55.5], zoom: 15 });
  });

  it('fits several dealers within padded bounds', () => {
    const { bounds } = mapLocation([point(55.5, 37.6), point(55.9, 37.2)]) as {
      bounds: number[][];
    };
    expect(bounds[0]![0]).toBeCloseTo(37.18);
    expect(bounds[0]![1]).toBeCloseTo(55.48);
    expect(bounds[1]![0]).toBeCloseTo(37.62);
    expect(bounds[1]![1]).toBeCloseTo(55.92);
  });
});
