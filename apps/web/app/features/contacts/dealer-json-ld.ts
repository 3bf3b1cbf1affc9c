import { cityName, dailyOpeningHours } from '@dealer/domain';
import type { CityCode } from '@dealer/domain';

export interface DealerForJsonLd {
  name: string;
  address: string;
  city: { code: CityCode };
  lat: number;
  lon: number;
  phone: string;
  email: string | null;
  workingHours: string;
  brands: { nameEn: string }[];
  departments: { name: string; phone: string; workingHours: string }[];
  rating: { average: number; count: number };
}

/** schema.org AutoDealer of a dealer page: address, place, hours, phones, brands and its rating. */
export function dealerJsonLd(dealer: DealerForJsonLd, url: string): Record<string, unknown> {
  const hours = dailyOpeningHours(dealer.workingHours);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: dealer.name,
    url,
    telephone: dealer.phone,
    ...(dealer.email ? { email: dealer.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: dealer.address,
      addressLocality: cityName(dealer.city.code),
      addressCountry: 'RU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: dealer.lat, longitude: dealer.lon },
    ...(hours ? { openingHours: hours } : {}),
    ...(dealer.brands.length > 0
      ? { brand: dealer.brands.map((b) => ({ '@type': 'Brand', name: b.nameEn })) }
      : {}),
    contactPoint: dealer.departments.map((dep) => ({
      '@type': 'ContactPoint',
      contactType: dep.name,
      telephone: dep.phone,
    })),
    ...(dealer.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: dealer.rating.average,
            reviewCount: dealer.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
