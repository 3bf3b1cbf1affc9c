import { describe, expect, it } from 'vitest';
import { LAYER_ORDER, shownLayer } from './layers.tsx';

describe('the order of the layers (decision 0052)', () => {
  it('shows the first wanted layer of the order, one at a time', () => {
    expect(shownLayer(new Set(), 0)).toBeNull();
    expect(shownLayer(new Set(['install-offer', 'cookie-notice']), 0)).toBe('cookie-notice');
    expect(shownLayer(new Set(LAYER_ORDER), 0)).toBe('city-question');
    expect(shownLayer(new Set(['install-offer']), 0)).toBe('install-offer');
  });

  it('shows none while a modal dialog is open', () => {
    expect(shownLayer(new Set(LAYER_ORDER), 1)).toBeNull();
    expect(shownLayer(new Set(['cookie-notice']), 2)).toBeNull();
  });
});
