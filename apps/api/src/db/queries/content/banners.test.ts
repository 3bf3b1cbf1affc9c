import { describe, expect, it } from 'vitest';
import { bannerState } from './banners.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);
const row = (over: Partial<Parameters<typeof bannerState>[0]> = {}) => ({
  isPublished: true,
  unpublishedAt: null,
  publishedAt: hours(-1),
  publishedUntil: null,
  ...over,
});

describe('a home banner’s schedule', () => {
  it('is shown from its start, while its end has not come', () => {
    expect(bannerState(row(), NOW)).toBe('published');
    expect(bannerState(row({ publishedAt: NOW }), NOW)).toBe('published');
    expect(bannerState(row({ publishedUntil: hours(1) }), NOW)).toBe('published');
  });

  it('waits for its start', () => {
    expect(bannerState(row({ publishedAt: hours(0.01) }), NOW)).toBe('scheduled');
  });

  it('is withdrawn once its end comes or staff take it off', () => {
    expect(bannerState(row({ publishedUntil: NOW }), NOW)).toBe('withdrawn');
    expect(bannerState(row({ publishedUntil: hours(-2) }), NOW)).toBe('withdrawn');
    expect(bannerState(row({ isPublished: false, unpublishedAt: hours(-1) }), NOW)).toBe(
      'withdrawn',
    );
  });

  it('is a draft when never published, whatever its dates', () => {
    expect(bannerState(row({ isPublished: false }), NOW)).toBe('draft');
    expect(bannerState(row({ isPublished: false, publishedAt: hours(5) }), NOW)).toBe('draft');
  });
});
