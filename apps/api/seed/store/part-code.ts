import type { Rng } from '../prng.ts';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

// An article number in a maker's pattern: D a digit, A a capital letter, \\ keeps the next letter.
export function partCode(rng: Rng, pattern: string): string {
  let out = '';
  let literal = false;
  for (const char of pattern) {
    if (literal) {
      out += char;
      literal = false;
    } else if (char === '\\') literal = true;
    else if (char === 'D') out += String(rng.int(0, 9));
    else if (char === 'A') out += LETTERS.charAt(rng.int(0, LETTERS.length - 1));
    else out += char;
  }
  return out;
}
