// Lower case, ё as е, letters and digits only: the form search terms are stored and compared in.
export function cleanWord(word: string): string {
  return word
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^0-9a-zа-я]/g, '');
}

// Cyrillic letters that look like Latin ones: a code typed with the Russian layout still matches.
const LOOKALIKES: Record<string, string> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
};

// "0 986 494 525" and "0986-494-525" are one code: upper case, look-alikes as Latin, no separators.
export function normalizePartCode(text: string): string {
  return Array.from(text.toUpperCase().replaceAll('Ё', 'Е'), (char) => LOOKALIKES[char] ?? char)
    .join('')
    .replace(/[^0-9A-Z]/g, '');
}

// A query worth looking up as a part code: 4 to 30 characters with at least one digit.
export function looksLikePartCode(normalized: string): boolean {
  return normalized.length >= 4 && normalized.length <= 30 && /[0-9]/.test(normalized);
}

// Cyrillic letters with no Latin look-alike: a query holding one is words, not a part code.
const NOT_IN_CODES = /[бгдёжзийлпфцчшщъыьэюя]/i;

// The part code a query may be ("0 986 494 525", "1к0698151а"), or null when it cannot be one.
export function partCodeQuery(query: string): string | null {
  if (NOT_IN_CODES.test(query)) return null;
  const code = normalizePartCode(query);
  return looksLikePartCode(code) ? code : null;
}
