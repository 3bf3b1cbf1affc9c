import { cleanWord } from './normalize.ts';
import { switchLayout } from './layout.ts';
import { cyrillicToLatin, latinToCyrillic } from './translit.ts';

// SPEC 7 /search flags: trli transliteration, trla keyboard layout, trlali layout then transliteration.
export type SearchSpellings = { translit: boolean; layout: boolean; layoutTranslit: boolean };

export type TokenVariantVia = 'typed' | 'layout' | 'translit' | 'layout-translit';
export type TokenVariant = { text: string; via: TokenVariantVia };
export type SearchToken = { typed: string; variants: TokenVariant[] };

export const MAX_SEARCH_TOKENS = 8;

const CYRILLIC = /[а-я]/;

function transliterate(word: string): string {
  return CYRILLIC.test(word) ? cyrillicToLatin(word) : latinToCyrillic(word);
}

// The words of a query, each with the spellings the visitor may have meant, the typed one first.
// Words are split on spaces (and long dashes) before the layout switch, since "," and "." are
// letters there; a hyphen stays inside its word ("5w-30", "x-trail" are one word each).
export function searchTokens(query: string, spellings: SearchSpellings): SearchToken[] {
  const tokens: SearchToken[] = [];
  for (const chunk of query.split(/[\s–—_]+/)) {
    if (tokens.length === MAX_SEARCH_TOKENS) break;
    const typed = cleanWord(chunk);
    const switched = spellings.layout || spellings.layoutTranslit ? switchLayout(chunk) : null;
    const layout = switched === null ? '' : cleanWord(switched);
    const candidates: TokenVariant[] = [{ text: typed, via: 'typed' }];
    if (spellings.layout) candidates.push({ text: layout, via: 'layout' });
    if (spellings.translit && typed !== '') {
      candidates.push({ text: cleanWord(transliterate(typed)), via: 'translit' });
    }
    if (spellings.layoutTranslit && layout !== '') {
      candidates.push({ text: cleanWord(transliterate(layout)), via: 'layout-translit' });
    }
    const seen = new Set<string>();
    const variants = candidates.filter(({ text }) => {
      if (text === '' || seen.has(text)) return false;
      seen.add(text);
      return true;
    });
    if (variants.length > 0) tokens.push({ typed, variants });
  }
  return tokens;
}
