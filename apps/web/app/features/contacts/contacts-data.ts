import type { Dealer } from '@dealer/contract';
import { formatWorkingHours } from '@dealer/domain';
import { yandexMapsHref } from './map/map-link.ts';

/** A dealer as the contact pages show it: what the list, the map and the dealer page read. */
export interface DealerSummary {
  code: string;
  name: string;
  address: string;
  metro: string | null;
  /** SPEC 9: «Ежедневно с … до …» already rewritten to a range. */
  hours: string;
  phone: string;
  lat: number;
  lon: number;
  brands: string[];
  href: string | null;
  mapHref: string;
}

export interface FilterOption {
  code: string;
  label: string;
  href: string;
  current: boolean;
}

export function dealerSummary(dealer: Dealer, href: string | null): DealerSummary {
  return {
    code: dealer.code,
    name: dealer.name,
    address: dealer.address,
    metro: dealer.metro,
    hours: formatWorkingHours(dealer.workingHours),
    phone: dealer.phone,
    lat: dealer.lat,
    lon: dealer.lon,
    brands: dealer.brands.map((b) => b.nameEn),
    href,
    mapHref: yandexMapsHref(dealer),
  };
}

/** Brands and departments the city's dealers have, each once, in the order first met. */
export function filterValues(dealers: readonly Dealer[]) {
  const brands = new Map<string, string>();
  const departments = new Map<string, string>();
  for (const dealer of dealers) {
    for (const brand of dealer.brands) brands.set(brand.code, brand.nameEn);
    for (const dep of dealer.departments) departments.set(dep.code, dep.name);
  }
  const sorted = (map: Map<string, string>) =>
    [...map]
      .map(([code, label]) => ({ code, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  return {
    brands: sorted(brands),
    departments: [...departments].map(([code, label]) => ({ code, label })),
  };
}
