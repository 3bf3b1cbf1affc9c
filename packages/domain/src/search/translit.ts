// Practical transliteration both ways, the way Russians spell makes and words in the other alphabet
// ("kolodki" for «колодки», «камри» for "Camry"); /search tries it when a word finds nothing as typed.

// Letter by letter; "-" marks the signs that have no Latin letter.
const CYR_LETTERS = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const LAT_LETTERS =
  'a b v g d e e zh z i y k l m n o p r s t u f h ts ch sh sch - y - e yu ya'.split(' ');
const CYR_TO_LAT = new Map(
  Array.from(CYR_LETTERS, (char, i) => [char, (LAT_LETTERS[i] ?? '').replace('-', '')]),
);

// Longest spellings first, so "shch" is read before "sh" and "ch".
const LAT_DIGRAPHS: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ts', 'ц'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['ye', 'е'],
  ['ck', 'к'],
  ['ph', 'ф'],
  ['th', 'т'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['x', 'кс'],
  ['j', 'дж'],
];

const LAT_SINGLE = new Map(
  Array.from('abdefghiklmnopqrstuvwz', (char, i) => [char, 'абдефгхиклмнопкрстуввз'.charAt(i)]),
);

const LAT_VOWELS = 'aeiouy';
// After these Russian letters «ы» cannot stand, so a Latin y there is «и».
const NO_YERY_AFTER = 'кгхжшчщ';

// «Лексус» → "leksus", «х5» → "x5": a lone х before a digit is the Latin letter of a model name.
export function cyrillicToLatin(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  for (let i = 0; i < lower.length; i += 1) {
    const char = lower.charAt(i);
    const next = lower.charAt(i + 1);
    if (char === 'х' && /[0-9]/.test(next)) out += 'x';
    else out += CYR_TO_LAT.get(char) ?? char;
  }
  return out;
}

// "kolodki" → «колодки», "camry" → «камри»: c is «с» before e, i, y (Citroen, Mercedes), else «к».
export function latinToCyrillic(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  let i = 0;
  while (i < lower.length) {
    const digraph = LAT_DIGRAPHS.find(([lat]) => lower.startsWith(lat, i));
    if (digraph) {
      out += digraph[1];
      i += digraph[0].length;
      continue;
    }
    const char = lower.charAt(i);
    const prev = i > 0 ? lower.charAt(i - 1) : '';
    const next = lower.charAt(i + 1);
    const atWordStart = !/[a-z]/.test(prev);
    const atWordEnd = !/[a-z]/.test(next);
    if (char === 'c') out += 'eiy'.includes(next) && next !== '' ? 'с' : 'к';
    else if (char === 'e' && atWordStart) out += 'э';
    else if (char === 'y') {
      const last = out.charAt(out.length - 1);
      if (atWordStart || LAT_VOWELS.includes(prev)) out += 'й';
      else if (NO_YERY_AFTER.includes(last) || atWordEnd) out += 'и';
      else out += 'ы';
    } else out += LAT_SINGLE.get(char) ?? char;
    i += 1;
  }
  return out;
}
