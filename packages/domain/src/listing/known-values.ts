import { LIST_KEYS, type ListKey } from './keys.ts';
import { inClosedVocabulary } from './vocabulary.ts';

/** The open vocabularies of a holding's catalogue: what its database knows, not what is in stock. */
export interface KnownCatalogValues {
  marks: ReadonlySet<string>;
  /** Model codes by mark code. */
  models: ReadonlyMap<string, ReadonlySet<string>>;
  dealers: ReadonlySet<string>;
}

/** A filter value the catalogue does not know: the listing it would name is a 404, not an empty page. */
export interface UnknownValue {
  key: ListKey;
  value: string;
}

/** The latest model year a listing may ask for: next year's models are sold from the autumn. */
export function latestModelYear(now: Date): number {
  return now.getFullYear() + 1;
}

function modelKnown(known: KnownCatalogValues, marks: readonly string[], model: string): boolean {
  const under = marks.length > 0 ? marks : [...known.models.keys()];
  return under.some((mark) => known.models.get(mark)?.has(model) === true);
}

function valueKnown(
  key: ListKey,
  value: string,
  marks: readonly string[],
  known: KnownCatalogValues,
  now: Date,
): boolean {
  if (!inClosedVocabulary(key, value)) return false;
  if (key === 'mark') return known.marks.has(value);
  if (key === 'model') return modelKnown(known, marks, value);
  if (key === 'dealer') return known.dealers.has(value);
  if (key === 'year') return Number(value) <= latestModelYear(now);
  return true;
}

/**
 * The first value of a listing filter that names nothing in the catalogue (an unknown mark, a model
 * of none of the chosen marks, a dealer, a word outside a closed vocabulary, a future year), or null.
 * A known value without vehicles in stock is not unknown: that page is an empty listing.
 */
export function unknownCatalogValue(
  filter: Readonly<Partial<Record<ListKey, readonly string[] | undefined>>>,
  known: KnownCatalogValues,
  now: Date,
): UnknownValue | null {
  const marks = filter.mark ?? [];
  for (const key of LIST_KEYS) {
    for (const value of filter[key] ?? []) {
      if (!valueKnown(key, value, marks, known, now)) return { key, value };
    }
  }
  return null;
}
