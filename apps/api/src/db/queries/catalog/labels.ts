import type { FacetKey } from '@dealer/contract';
import { CLOSED_VOCABULARIES } from '@dealer/domain';
import {
  CATEGORY_LABELS,
  CITY_LABELS,
  CONDITION_LABELS,
  FLAG_LABELS,
  labelOf,
  STATUS_LABELS,
} from './vocabulary.ts';

const DICTIONARIES: Partial<Record<FacetKey, Readonly<Record<string, string>>>> = {
  category: CATEGORY_LABELS,
  condition: CONDITION_LABELS,
  ...CLOSED_VOCABULARIES,
  city: CITY_LABELS,
  status: STATUS_LABELS,
  flags: FLAG_LABELS,
};

// The Russian label of a facet value; numbers (years, seats) label themselves.
export function facetLabel(key: FacetKey, value: string): string {
  const dictionary = DICTIONARIES[key];
  return dictionary ? labelOf(dictionary, value) : value;
}
