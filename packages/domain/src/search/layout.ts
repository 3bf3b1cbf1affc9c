// Keys of the Russian ЙЦУКЕН layout and the Latin QWERTY keys they sit on (unshifted, then shifted).
const LATIN_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,./" + '~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>?';
const RUSSIAN_KEYS = 'ёйцукенгшщзхъфывапролджэячсмитьбю.' + 'ЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,';

function keyMap(from: string, to: string): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < from.length; i += 1) map.set(from.charAt(i), to.charAt(i));
  return map;
}

const toRussian = keyMap(LATIN_KEYS, RUSSIAN_KEYS);
const toLatin = keyMap(RUSSIAN_KEYS, LATIN_KEYS);

const CYRILLIC = /[а-яё]/i;
const LATIN = /[a-z]/i;

// Text typed with the Latin layout on while meaning Russian: ",vd" is what «бмв» gives.
export function latinToRussianLayout(text: string): string {
  return Array.from(text, (char) => toRussian.get(char) ?? char).join('');
}

// Text typed with the Russian layout on while meaning Latin: «ИЬЦ» is what "BMW" gives.
export function russianToLatinLayout(text: string): string {
  return Array.from(text, (char) => toLatin.get(char) ?? char).join('');
}

// The same keystrokes in the other layout, or null when the word has no letters to switch.
// A word with letters of both alphabets is left alone: it was not a layout slip.
export function switchLayout(word: string): string | null {
  const hasCyrillic = CYRILLIC.test(word);
  const hasLatin = LATIN.test(word) || /[,.;'[\]`<>{}:"~]/.test(word);
  if (hasCyrillic && !LATIN.test(word)) return russianToLatinLayout(word);
  if (hasLatin && !hasCyrillic) return latinToRussianLayout(word);
  return null;
}
