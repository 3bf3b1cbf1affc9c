import { describe, expect, it } from 'vitest';
import { text } from './identity-common.ts';
import {
  MAX_INPUT_DEPTH,
  cleanText,
  findUnstorableText,
  isStorableText,
  nestsDeeperThan,
} from './safe-text.ts';

/** `levels` arrays inside each other, as JSON.parse makes them of a body of brackets. */
const nested = (levels: number, inner: unknown = 'x'): unknown =>
  JSON.parse('['.repeat(levels) + JSON.stringify(inner) + ']'.repeat(levels));

describe('text the database can store', () => {
  it('drops NUL and replaces lone surrogates, keeping pairs', () => {
    expect(cleanText('a\u0000b')).toBe('ab');
    expect(cleanText('x\ud800y')).toBe('x\ufffdy');
    expect(cleanText('x\udc00')).toBe('x\ufffd');
    expect(cleanText('😀 ok')).toBe('😀 ok');
  });

  it('tells storable text apart, also when asked twice in a row', () => {
    expect(isStorableText('a\u0000')).toBe(false);
    expect(isStorableText('a\u0000')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('😀')).toBe(true);
  });

  it('finds the path of the first bad string in a parsed input, keys included', () => {
    expect(findUnstorableText({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', '1', 'b']);
    expect(findUnstorableText({ ['k\ud800']: 1 })).toEqual(['k\ud800']);
    expect(findUnstorableText({ a: 1, b: ['ok'] })).toBeNull();
    expect(findUnstorableText({ a: 'ok', b: 'x\ud800', c: 'y\u0000' })).toEqual(['b']);
    expect(findUnstorableText(['ok', 'x\u0000'], ['body'])).toEqual(['body', '1']);
  });

  it('walks thousands of levels without a stack overflow, and tells them apart by depth', () => {
    const deep = nested(100_000, 'x\u0000');
    expect(findUnstorableText(deep)).toHaveLength(100_000);
    expect(findUnstorableText(nested(100_000))).toBeNull();
    expect(nestsDeeperThan(deep)).toBe(true);
    expect(nestsDeeperThan(nested(MAX_INPUT_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_INPUT_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }], c: 'x' }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: [] }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text')).toBe(false);
    expect(nestsDeeperThan(null)).toBe(false);
  });

  it('cleans the free text of a form before its length is checked', () => {
    expect(text(5).parse('ab\u0000c\ud800')).toBe('abc\ufffd');
    expect(text(3).safeParse('ab\u0000c').success).toBe(true);
  });
});
