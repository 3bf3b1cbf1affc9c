import type { SearchItemHit, SearchVehicleHit } from '@dealer/contract';
import { cityName, formatMileage } from '@dealer/domain';
import type { CityCode, HoldingId } from '@dealer/domain';
import { itemHitHref, vehicleHitHref } from './search-links.ts';

/** One result as a card shows it (the overlay's and the results page's alike). */
export interface SearchHitView {
  key: string;
  href: string | null;
  photo: string | null;
  title: string;
  text: string;
  /** A vehicle's «Новый» or «С пробегом», year, mileage, and its city when not the visitor's. */
  facts: readonly string[];
  price: number;
}

function vehicleFacts(hit: SearchVehicleHit, city: CityCode): string[] {
  const facts = [hit.condition === 'new' ? 'Новый' : 'С пробегом', `${hit.year}\u00a0г.`];
  if (hit.condition === 'used') facts.push(formatMileage(hit.mileage));
  // The visitor's city comes first (the API's order); the others say where they are.
  if (hit.city !== city && (hit.city === 'msk' || hit.city === 'spb'))
    facts.push(cityName(hit.city));
  return facts;
}

/** A vehicle, accessory or part of a /search answer as its card. */
export function hitView(
  holdingId: HoldingId,
  city: CityCode,
  hit: SearchVehicleHit | SearchItemHit,
): SearchHitView {
  if ('filters' in hit)
    return {
      key: hit.Meta.id,
      href: vehicleHitHref(holdingId, hit),
      photo: hit.preview?.source ?? null,
      title: `${hit.mark} ${hit.model}`,
      text: hit.modification,
      facts: vehicleFacts(hit, city),
      price: hit.disprice,
    };
  return {
    key: hit.Meta.id,
    href: itemHitHref(holdingId, hit),
    photo: hit.preview?.source ?? null,
    title: hit.name,
    text: [hit.brand.name_en, hit.part_code].filter(Boolean).join(' · '),
    facts: [],
    price: hit.current_disprice,
  };
}
