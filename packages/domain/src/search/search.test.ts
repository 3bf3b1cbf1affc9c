import { describe, expect, it } from 'vitest';
import {
  cleanWord,
  cyrillicToLatin,
  latinToCyrillic,
  latinToRussianLayout,
  looksLikePartCode,
  makeSpellings,
  normalizePartCode,
  partCodeQuery,
  russianToLatinLayout,
  searchTokens,
  switchLayout,
} from './index.ts';

const all = { translit: true, layout: true, layoutTranslit: true };

describe('keyboard layout', () => {
  it.each([
    [',vd', 'бмв'],
    ['rjkjlrf', 'колодка'],
    ['ajkmrcdfuty', 'фольксваген'],
    ['vfckj', 'масло'],
    ['ltdjxrf', 'девочка'],
    ['Rjdhbrb', 'Коврики'],
    ['ntvgthfnehf', 'температура'],
    ['123', '123'],
  ])('%s typed on the Latin layout is %s', (typed, meant) => {
    expect(latinToRussianLayout(typed)).toBe(meant);
  });

  it.each([
    ['ИЬЦ', 'BMW'],
    ['ещнщеф', 'toyota'],
    ['ыщдфкшы', 'solaris'],
    ['ч5', 'x5'],
  ])('%s typed on the Russian layout is %s', (typed, meant) => {
    expect(russianToLatinLayout(typed)).toBe(meant);
  });

  it.each([
    [',vd', 'бмв'],
    ['ищыср', 'bosch'],
    ['bmw', 'иьц'],
    ['x5', 'ч5'],
    ['2024', null],
    ['bmwбмв', null],
    ['', null],
  ])('switchLayout(%j) is %j', (word, switched) => {
    expect(switchLayout(word)).toBe(switched);
  });
});

describe('transliteration', () => {
  it.each([
    ['бмв', 'bmv'],
    ['лексус', 'leksus'],
    ['х5', 'x5'],
    ['щётка', 'schetka'],
    ['жёлтый', 'zheltyy'],
    ['Чери Тигго', 'cheri tiggo'],
  ])('%s in Latin letters is %s', (cyrillic, latin) => {
    expect(cyrillicToLatin(cyrillic)).toBe(latin);
  });

  it.each([
    ['kolodki', 'колодки'],
    ['camry', 'камри'],
    ['mercedes', 'мерседес'],
    ['citroen', 'ситроен'],
    ['bmw', 'бмв'],
    ['shchetka', 'щетка'],
    ['zhurnal', 'журнал'],
    ['elantra', 'элантра'],
    ['yaris', 'ярис'],
    ['maslo', 'масло'],
    ['tiguan', 'тигуан'],
    ['kovriki', 'коврики'],
    ['kryshka', 'крышка'],
    ['mobil', 'мобил'],
    ['x5', 'кс5'],
  ])('%s in Cyrillic letters is %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });
});

describe('normalisation', () => {
  it.each([
    ['Колодка, тормозная!', 'колодкатормозная'],
    ['Ёлка', 'елка'],
    ['BMW-X5', 'bmwx5'],
  ])('cleanWord(%j) is %j', (word, clean) => {
    expect(cleanWord(word)).toBe(clean);
  });

  it.each([
    ['0 986 494 525', '0986494525'],
    ['1K0-698-151-A', '1K0698151A'],
    ['1к0698151а', '1K0698151A'],
    ['W 712/95', 'W71295'],
    ['04465-33471', '0446533471'],
    ['  hu 719/7 x ', 'HU7197X'],
  ])('part code %j is %j', (typed, normalized) => {
    expect(normalizePartCode(typed)).toBe(normalized);
  });

  it.each([
    ['0986494525', true],
    ['W71295', true],
    ['BKR6E', true],
    ['X5', false],
    ['КОЛОДКА', false],
    ['1234567890123456789012345678901', false],
  ])('looksLikePartCode(%j) is %j', (code, expected) => {
    expect(looksLikePartCode(code)).toBe(expected);
  });
});

describe('part code queries', () => {
  it.each([
    ['0 986 494 525', '0986494525'],
    ['1к0 698 151 а', '1K0698151A'],
    ['GDB1550', 'GDB1550'],
    ['bmw x5 2020', 'BMWX52020'],
    ['колодки 0986', null],
    ['x5', null],
    ['', null],
  ])('%j is looked up as %j', (query, code) => {
    expect(partCodeQuery(query)).toBe(code);
  });
});

describe('make spellings', () => {
  it.each([
    ['BMW', ['бмв', 'бэмвэ', 'бумер', 'бэха', 'беха']],
    ['Mercedes-Benz', ['мерседес', 'мерс', 'мерин', 'бенц', 'мерседесбенц']],
    ['Land Rover', ['лендровер', 'лэндровер', 'ровер']],
    ['Unknown Motors', []],
  ])('%s is also written %j', (make, spellings) => {
    expect(makeSpellings(make)).toEqual(spellings);
  });
});

describe('search tokens', () => {
  it('keeps the typed word first and adds the other spellings', () => {
    expect(searchTokens(',vd', all)).toEqual([
      {
        typed: 'vd',
        variants: [
          { text: 'vd', via: 'typed' },
          { text: 'бмв', via: 'layout' },
          { text: 'вд', via: 'translit' },
          { text: 'bmv', via: 'layout-translit' },
        ],
      },
    ]);
  });

  it('splits on spaces and long dashes, drops empty words, caps the count', () => {
    expect(searchTokens('  тормозные -- колодки — 5w-30 ', all).map((t) => t.typed)).toEqual([
      'тормозные',
      'колодки',
      '5w30',
    ]);
    expect(searchTokens('a b c d e f g h i j', all)).toHaveLength(8);
    expect(searchTokens(' !! ', { translit: false, layout: false, layoutTranslit: false })).toEqual(
      [],
    );
  });

  it('offers only the spellings the flags allow', () => {
    const none = { translit: false, layout: false, layoutTranslit: false };
    expect(searchTokens('rjkjlrf', none)[0]?.variants).toEqual([{ text: 'rjkjlrf', via: 'typed' }]);
    expect(
      searchTokens('rjkjlrf', { ...none, layout: true })[0]?.variants.map((v) => v.text),
    ).toEqual(['rjkjlrf', 'колодка']);
    expect(
      searchTokens('kolodki', { ...none, translit: true })[0]?.variants.map((v) => v.text),
    ).toEqual(['kolodki', 'колодки']);
  });
});
