import { describe, expect, it } from 'vitest';
import { shareLink } from './share.ts';

const data = { title: 'Kia Rio', url: 'https://example.test/catalog/1/' };

describe('shareLink', () => {
  it('uses the Web Share API when there is one', async () => {
    const shared: ShareData[] = [];
    expect(await shareLink(data, { share: async (d) => void shared.push(d) })).toBe('shared');
    expect(shared).toEqual([data]);
  });

  it('a cancelled share copies nothing', async () => {
    const copied: string[] = [];
    const share = async () => {
      throw new DOMException('cancel', 'AbortError');
    };
    expect(await shareLink(data, { share, writeText: async (t) => void copied.push(t) })).toBe(
      'cancelled',
    );
    expect(copied).toEqual([]);
  });

  it('falls back to copying the link', async () => {
    const copied: string[] = [];
    expect(await shareLink(data, { writeText: async (t) => void copied.push(t) })).toBe('copied');
    expect(
      await shareLink(data, {
        share: async () => Promise.reject(new Error('denied')),
        writeText: async (t) => void copied.push(t),
      }),
    ).toBe('copied');
    expect(copied).toEqual([data.url, data.url]);
  });

  it('reports a failure when neither works', async () => {
    expect(await shareLink(data, {})).toBe('failed');
    expect(await shareLink(data, { writeText: async () => Promise.reject(new Error('no')) })).toBe(
      'failed',
    );
  });
});
