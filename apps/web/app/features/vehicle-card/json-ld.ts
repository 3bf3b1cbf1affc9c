import type { VehicleDetail } from '@dealer/contract';
import { vehicleTitle } from '@dealer/domain';

type Availability = 'InStock' | 'PreOrder' | 'SoldOut' | 'LimitedAvailability';

const AVAILABILITY: Readonly<Record<VehicleDetail['status'], Availability>> = {
  'in-stock': 'InStock',
  'in-transit': 'PreOrder',
  'on-sale-soon': 'PreOrder',
  reserved: 'LimitedAvailability',
  sold: 'SoldOut',
};

/** schema.org Car with its Offer and the selling dealer, for search engines (SPEC: JSON-LD of the vehicle). */
export function vehicleJsonLd(
  vehicle: VehicleDetail,
  url: string,
  origin: string,
): Record<string, unknown> {
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : origin + src);
  const name = vehicleTitle({
    mark: vehicle.mark.name,
    model: vehicle.model.name,
    modification: vehicle.modification,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    url,
    image: vehicle.photos.map(absolute),
    brand: { '@type': 'Brand', name: vehicle.mark.name },
    model: vehicle.model.name,
    vehicleModelDate: String(vehicle.year),
    vehicleIdentificationNumber: vehicle.vin,
    itemCondition:
      vehicle.condition === 'new'
        ? 'https://schema.org/NewCondition'
        : 'https://schema.org/UsedCondition',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: vehicle.mileage, unitCode: 'KMT' },
    color: vehicle.color,
    ...(vehicle.bodyType ? { bodyType: vehicle.bodyType } : {}),
    ...(vehicle.seats ? { seatingCapacity: vehicle.seats } : {}),
    vehicleEngine: {
      '@type': 'EngineSpecification',
      fuelType: vehicle.engineType,
      enginePower: { '@type': 'QuantitativeValue', value: vehicle.power, unitText: 'л.с.' },
    },
    ...(vehicle.description ? { description: vehicle.description } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: vehicle.disprice,
      priceCurrency: 'RUB',
      availability: `https://schema.org/${AVAILABILITY[vehicle.status]}`,
      seller: {
        '@type': 'AutoDealer',
        name: vehicle.dealer.name,
        telephone: vehicle.dealer.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: vehicle.dealer.address,
          addressCountry: 'RU',
        },
      },
    },
  };
}

/** JSON for a script tag: '<' escaped so no text of the data can close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
