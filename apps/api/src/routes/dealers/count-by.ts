// Distinct codes with their names and how many times each occurs, most frequent first.
export function countBy(
  pairs: readonly (readonly [string, string])[],
): { code: string; name: string; count: number }[] {
  const out = new Map<string, { code: string; name: string; count: number }>();
  for (const [code, name] of pairs) {
    const seen = out.get(code);
    if (seen) seen.count += 1;
    else out.set(code, { code, name, count: 1 });
  }
  return [...out.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'ru'));
}
