import { describe, expect, it } from 'vitest';
import type { VehicleDetail } from '@dealer/contract';
import { compareSpecs, comparedVehicle } from './compare-data.ts';

const base = {
  id: 1,
  typeOfTransport: 'cars',
  status: 'in-stock',
  condition: 'new',
  year: 2024,
  mileage: 0,
  disprice: 2_000_000,
  equipment: 'Comfort',
  color: 'Белый',
  modification: '2.0 AT',
  preview: '/p.svg',
  photos: [],
  mark: { name: 'Kia' },
  model: { name: 'K5' },
  specs: [
    { label: 'Год выпуска', value: '2024' },
    { label: 'Привод', value: 'Передний' },
  ],
} as unknown as VehicleDetail;

describe('compared vehicles', () => {
  it('lead with price, condition, year, mileage, trim and colour, without repeating the API lines', () => {
    expect(compareSpecs(base).map((pair) => pair.label)).toEqual([
      'Цена',
      'Состояние',
      'Год выпуска',
      'Пробег',
      'Комплектация',
      'Цвет',
      'Привод',
    ]);
    expect(compareSpecs(base)[0]?.value).toBe('2\u00a0000\u00a0000\u00a0₽');
  });

  it('a sold vehicle keeps its column but loses its link', () => {
    expect(comparedVehicle(base, '/catalog/1/').href).toBe('/catalog/1/');
    expect(comparedVehicle({ ...base, status: 'sold' }, '/catalog/1/')).toMatchObject({
      href: null,
      sold: true,
    });
  });
});
