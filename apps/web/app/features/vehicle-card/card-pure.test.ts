import { describe, expect, it } from 'vitest';
import type { VehicleDetail } from '@dealer/contract';
import { cardCrumbs } from './crumbs.ts';
import { jsonLdText, vehicleJsonLd } from './json-ld.ts';

const vehicle = {
  id: 7,
  category: 'cars',
  typeOfTransport: 'cars',
  condition: 'used',
  status: 'in-transit',
  mark: { code: 'kia', name: 'Kia', nameRu: 'Киа', logo: '' },
  model: { code: 'rio', name: 'Rio' },
  modification: '1.6 AT',
  year: 2021,
  price: 1_500_000,
  disprice: 1_400_000,
  mileage: 42_000,
  color: 'Белый',
  bodyType: 'Седан',
  seats: 5,
  engineType: 'Бензин',
  power: 123,
  vin: 'XTA21099012345678',
  photos: ['/api/v1/images/vehicles/7/1.svg', 'https://cdn.example/2.svg'],
  description: '</script><b>',
  dealer: { name: 'Центр', phone: '+7 (495) 000-00-01', address: 'Москва, ул. Примерная, 1' },
} as unknown as VehicleDetail;

describe('vehicle JSON-LD', () => {
  it('is a schema.org Car with an Offer in roubles and absolute images', () => {
    const ld = vehicleJsonLd(vehicle, 'https://h.example/catalog/7/', 'https://h.example');
    expect(ld).toMatchObject({
      '@type': 'Car',
      name: 'Kia Rio 1.6 AT',
      vehicleIdentificationNumber: 'XTA21099012345678',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { value: 42_000, unitCode: 'KMT' },
      image: ['https://h.example/api/v1/images/vehicles/7/1.svg', 'https://cdn.example/2.svg'],
      offers: {
        '@type': 'Offer',
        price: 1_400_000,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/PreOrder',
      },
    });
  });

  it('cannot close its script tag', () => {
    expect(jsonLdText(vehicleJsonLd(vehicle, 'u', 'o'))).not.toContain('</script>');
  });
});

describe('card breadcrumbs', () => {
  it('link the listings that are built and keep home and the vehicle', () => {
    const built = new Set(['index', 'cars', 'cars-condition-mark']);
    const linkOf = (_h: 1 | 2, name: string, params?: Record<string, string>) =>
      built.has(name) ? `/${name}/${Object.values(params ?? {}).join('/')}` : null;
    expect(cardCrumbs(1, vehicle, linkOf)).toEqual([
      { label: 'Главная', href: '/index/' },
      { label: 'Автомобили', href: '/cars/' },
      { label: 'Kia', href: '/cars-condition-mark/used/kia' },
      { label: 'Kia Rio 1.6 AT, 2021' },
    ]);
  });
});
