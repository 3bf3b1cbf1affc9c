import type { FacetKey } from '@dealer/contract';
import {
  BODY_TYPE_LABELS,
  CATEGORY_LABELS,
  CITY_LABELS,
  COLOR_GROUP_LABELS,
  COMMERCIAL_TYPE_LABELS,
  CONDITION_LABELS,
  COUNTRY_LABELS,
  DRIVE_TYPE_LABELS,
  ENGINE_TYPE_LABELS,
  FLAG_LABELS,
  GEAR_TYPE_LABELS,
  labelOf,
  MOTO_CLASS_LABELS,
  STATUS_LABELS,
} from './vocabulary.ts';

const DICTIONARIES: Partial<Record<FacetKey, Readonly<Record<string, string>>>> = {
  category: CATEGORY_LABELS,
  condition: CONDITION_LABELS,
  bodyType: BODY_TYPE_LABELS,
  colorGroup: COLOR_GROUP_LABELS,
  country: COUNTRY_LABELS,
  driveType: DRIVE_TYPE_LABELS,
  engineType: ENGINE_TYPE_LABELS,
  gearType: GEAR_TYPE_LABELS,
  motoClass: MOTO_CLASS_LABELS,
  commercialType: COMMERCIAL_TYPE_LABELS,
  city: CITY_LABELS,
  status: STATUS_LABELS,
  flags: FLAG_LABELS,
};

// The Russian label of a facet value; numbers (years, seats) label themselves.
export function facetLabel(key: FacetKey, value: string): string {
  const dictionary = DICTIONARIES[key];
  return dictionary ? labelOf(dictionary, value) : value;
}
