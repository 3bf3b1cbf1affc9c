import { describe, expect, it } from 'vitest';
import { isRecentPriceDrop } from './price-drop.ts';

describe('isRecentPriceDrop', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('holds for 14 days after the drop, and not for a price that never dropped', () => {
    expect(isRecentPriceDrop('2026-11-28T11:00:00Z', now)).toBe(true);
    expect(isRecentPriceDrop('2026-11-14T12:00:00Z', now)).toBe(true);
    expect(isRecentPriceDrop('2026-11-14T11:59:59Z', now)).toBe(false);
    expect(isRecentPriceDrop(null, now)).toBe(false);
    expect(isRecentPriceDrop('not a date', now)).toBe(false);
  });
});
