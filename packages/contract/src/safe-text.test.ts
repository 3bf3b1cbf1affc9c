import { describe, expect, it } from 'vitest';
import { text } from './identity-common.ts';
import { cleanText, findUnstorableText, isStorableText } from './safe-text.ts';

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
  });

  it('cleans the free text of a form before its length is checked', () => {
    expect(text(5).parse('ab\u0000c\ud800')).toBe('abc\ufffd');
    expect(text(3).safeParse('ab\u0000c').success).toBe(true);
  });
});
