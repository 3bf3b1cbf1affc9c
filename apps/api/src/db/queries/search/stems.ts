import snowball from 'snowball-stemmers';
import { ENGLISH_STOP_WORDS, RUSSIAN_STOP_WORDS } from './stop-words.ts';

// What `to_tsvector('russian', word)` makes of one cleaned word (cleanWord: lower case, ё as е,
// Latin and Russian letters and digits only), without asking the database (decision 0071,
// addendum «the vocabulary in memory»). The default parser reads such a word as one token:
// digits alone («uint») or letters with digits («numword») go to the `simple` dictionary as they
// are; Latin letters alone («asciiword») to `english_stem`; letters with any Russian one («word»)
// to `russian_stem` (but see SCIENTIFIC). Each snowball dictionary drops its stop words and stems the rest with the
// Snowball algorithm of its language (snowball-stemmers: the same stems as PostgreSQL 15 and 18,
// checked over the seeded vocabulary and drawn words by stems.test.ts). '' for a stop word.
const russian = snowball.newStemmer('russian');
const english = snowball.newStemmer('english');

const CLEAN = /^[0-9a-zа-я]+$/;
const DIGIT = /[0-9]/;
const ASCII_LETTERS = /^[a-z]+$/;
// Digits, e, digits is a number in scientific notation («sfloat»); a letter after it starts a new
// token («4e1a» is 4e1 and a).
const SCIENTIFIC = /^([0-9]+e[0-9]+)(?=[a-zа-я])/;

// One token's lexeme ('' for a stop word).
function tokenLexeme(token: string): string {
  if (DIGIT.test(token)) return token;
  if (ASCII_LETTERS.test(token)) return ENGLISH_STOP_WORDS.has(token) ? '' : english.stem(token);
  return RUSSIAN_STOP_WORDS.has(token) ? '' : russian.stem(token);
}

// The lexemes joined by spaces in the tsvector's order (distinct, by bytes), as
// `string_agg(lexeme, ' ')` over `unnest(to_tsvector('russian', word))` gives them.
export function russianLexeme(word: string): string {
  if (!CLEAN.test(word)) throw new Error(`russianLexeme reads cleaned words only: ${word}`);
  const number = SCIENTIFIC.exec(word);
  const tokens = number ? [number[1]!, word.slice(number[1]!.length)] : [word];
  const lexemes = [...new Set(tokens.map(tokenLexeme).filter((l) => l !== ''))];
  return lexemes.sort().join(' ');
}
