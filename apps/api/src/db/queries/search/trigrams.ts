// pg_trgm's similarity for cleaned words (letters and digits only, lower case), as its C code
// computes it: each word padded with two spaces before and one after, its distinct three-letter
// windows, and shared / (a + b − shared) rounded to float4 (the type `similarity()` returns), so a
// score compares with 0.3 (`%`) and 0.4 exactly as the database's does. pg_trgm keeps a window of
// multibyte letters as 3 bytes of its CRC: two different windows could collide there (a 1 in
// 16 million chance per pair); trigrams.test.ts compares with `similarity()` over many pairs.
export function trigrams(word: string): string[] {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  return [...out];
}

// The float4 that similarity() returns for two words with these counts of distinct trigrams.
export function similarityOf(shared: number, a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : Math.fround(shared / (a + b - shared));
}

export function similarity(a: string, b: string): number {
  if (a === '' || b === '') return 0;
  const mine = trigrams(a);
  const theirs = new Set(trigrams(b));
  const shared = mine.filter((t) => theirs.has(t)).length;
  return similarityOf(shared, mine.length, theirs.size);
}
