export type PluralForms = readonly [one: string, few: string, many: string];

/** Russian plural: 1 автомобиль, 2 автомобиля, 5 автомобилей; fractions take the 'few' form. */
export function plural(n: number, forms: PluralForms): string {
  const [one, few, many] = forms;
  if (!Number.isInteger(n)) return few;
  const abs = Math.abs(n);
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** The number followed by its word, e.g. '21 автомобиль'. */
export function pluralCount(n: number, forms: PluralForms): string {
  return `${n} ${plural(n, forms)}`;
}
