import { describe, expect, it } from 'vitest';
import { settleShare, shareLink } from './share.ts';
import { openShareSheet } from './share-sheet.ts';

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

describe('openShareSheet', () => {
  it('asks for the sheet at once, in the tap, and is null without one', () => {
    const shared: ShareData[] = [];
    const sheet = openShareSheet(data, { share: async (d) => void shared.push(d) });
    expect(sheet).toBeInstanceOf(Promise);
    expect(shared).toEqual([data]);
    expect(openShareSheet(data, { writeText: async () => {} })).toBeNull();
    expect(openShareSheet(data, { share: async () => {}, canShare: () => false })).toBeNull();
  });

  it('a refused sheet settles as a copy of the link', async () => {
    const copied: string[] = [];
    const env = {
      share: async () => Promise.reject(new Error('denied')),
      writeText: async (t: string) => void copied.push(t),
    };
    expect(await settleShare(data, openShareSheet(data, env), env)).toBe('copied');
    expect(copied).toEqual([data.url]);
  });
});
