import { describe, expect, it } from 'vitest';
import type { VehicleCard } from '@dealer/contract';
import { CREDIT_DEFAULTS_TEXT, defaultMonthlyPayment } from '@dealer/domain';
import { tileOf } from './tile-data.ts';

const card = {
  id: 7,
  category: 'cars',
  typeOfTransport: 'cars',
  condition: 'used',
  status: 'in-transit',
  mark: { code: 'kia', name: 'Kia', nameRu: 'Киа', logo: '' },
  model: { code: 'rio', name: 'Rio' },
  modification: '1.6 AT (123 л.с.)',
  equipment: 'Comfort',
  year: 2021,
  price: 1_500_000,
  disprice: 1_400_000,
  discounts: { credit: 50_000, tradeIn: 30_000, insurance: 0 },
  mileage: 42_500,
  preview: '/api/v1/images/vehicles/7/1.svg',
  labels: ['Скидка', 'Проверен', 'Один владелец'],
  dealer: { id: 1, code: 'sever', name: 'Север' },
} as unknown as VehicleCard;

describe('tileOf: what a vehicle tile shows', () => {
  it('the honest price: the unconditional price first, the list price struck, the conditional price named', () => {
    const tile = tileOf(card, '/catalog/7/');
    expect(tile).toMatchObject({
      id: 7,
      href: '/catalog/7/',
      title: 'Kia Rio',
      subtitle: '1.6 AT (123 л.с.) · Comfort',
      price: 1_400_000,
      oldPrice: 1_500_000,
      conditional: { price: 1_320_000, conditions: 'при кредите и трейд-ин' },
      // The credit calculator's opening terms on the unconditional price.
      credit: { monthly: defaultMonthlyPayment(1_400_000), terms: CREDIT_DEFAULTS_TEXT },
      badges: ['Скидка', 'Проверен'],
      dealer: 'Север',
    });
    expect(tile.facts).toEqual(['2021\u00a0г.', '42\u00a0500\u00a0км', 'В пути']);
  });

  it('a new vehicle without discounts: no struck price, no conditional line, no card link yet', () => {
    const plain = {
      ...card,
      condition: 'new',
      status: 'in-stock',
      disprice: 1_500_000,
      discounts: { credit: 0, tradeIn: 0, insurance: 0 },
    } as VehicleCard;
    const tile = tileOf(plain, null);
    expect(tile).toMatchObject({ href: null, price: 1_500_000, oldPrice: null, conditional: null });
    expect(tile.facts).toEqual(['2021\u00a0г.', 'Новый']);
  });

  it('one condition is named alone', () => {
    const one = { ...card, discounts: { credit: 0, tradeIn: 0, insurance: 20_000 } } as VehicleCard;
    expect(tileOf(one, null).conditional).toEqual({
      price: 1_380_000,
      conditions: 'при страховке',
    });
  });
});
