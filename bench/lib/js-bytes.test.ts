import { describe, expect, it } from 'vitest';
import { chunkName } from './js-bytes.ts';

describe('chunkName', () => {
  it('drops the hash of a built chunk, also one with dashes and underscores', () => {
    expect(chunkName('/assets/card-parts-BDQx2in8.js')).toBe('card-parts');
    expect(chunkName('/assets/app-banner-B6x_k-TL.js')).toBe('app-banner');
    expect(chunkName('/assets/footer-DIzzzvfp.js')).toBe('footer');
    expect(chunkName('/assets/footer-links.js')).toBe('footer-links.js');
  });
});
