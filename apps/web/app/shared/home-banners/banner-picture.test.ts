import { describe, expect, it } from 'vitest';
import { bannerSrcSet, bannerViews } from './banner-picture.ts';

const ID = 'ab'.repeat(16);

describe('a banner picture', () => {
  it('offers the narrower copies of an upload that are narrower than the picture', () => {
    expect(bannerSrcSet(`/api/v1/images/uploads/${ID}.webp`, 1600)).toBe(
      `/api/v1/images/uploads/${ID}-480.webp 480w, /api/v1/images/uploads/${ID}-960.webp 960w, /api/v1/images/uploads/${ID}.webp 1600w`,
    );
    expect(bannerSrcSet(`/api/v1/images/uploads/${ID}.webp`, 700)).toBe(
      `/api/v1/images/uploads/${ID}-480.webp 480w, /api/v1/images/uploads/${ID}.webp 700w`,
    );
  });

  it('has no srcset for a generated picture', () => {
    expect(bannerSrcSet('/api/v1/images/banners/1.svg', 1200)).toBeUndefined();
  });

  it('gives each banner its srcset', () => {
    const image = `/api/v1/images/uploads/${ID}.webp`;
    expect(bannerViews([{ image, imageWidth: 400 }])).toEqual([
      { image, imageWidth: 400, srcSet: `${image} 400w` },
    ]);
  });
});
