import { describe, expect, it } from 'vitest';
import { compareRows, differingRows, priceBlock, vehicleTitle } from './index.ts';

const none = { credit: 0, tradeIn: 0, insurance: 0 };

describe('priceBlock', () => {
  it.each([
    [
      'no discount at all',
      { price: 1_000_000, disprice: 1_000_000, discounts: none },
      { price: 1_000_000, oldPrice: null, conditions: [], allConditionsPrice: null },
    ],
    [
      'an unconditional discount strikes the list price',
      { price: 1_200_000, disprice: 1_100_000, discounts: none },
      { price: 1_100_000, oldPrice: 1_200_000, conditions: [], allConditionsPrice: null },
    ],
    [
      'one condition names its price, no all-conditions line',
      {
        price: 2_000_000,
        disprice: 2_000_000,
        discounts: { credit: 150_000, tradeIn: 0, insurance: 0 },
      },
      {
        price: 2_000_000,
        oldPrice: null,
        conditions: [{ key: 'credit', discount: 150_000, price: 1_850_000 }],
        allConditionsPrice: null,
      },
    ],
    [
      'every condition in order, each from the unconditional price, then all of them',
      {
        price: 3_000_000,
        disprice: 2_900_000,
        discounts: { insurance: 50_000, credit: 100_000, tradeIn: 200_000 },
      },
      {
        price: 2_900_000,
        oldPrice: 3_000_000,
        conditions: [
          { key: 'credit', discount: 100_000, price: 2_800_000 },
          { key: 'tradeIn', discount: 200_000, price: 2_700_000 },
          { key: 'insurance', discount: 50_000, price: 2_850_000 },
        ],
        allConditionsPrice: 2_550_000,
      },
    ],
    [
      'discounts never go below zero; negative ones are ignored',
      { price: 100, disprice: 100, discounts: { credit: 80, tradeIn: 80, insurance: -5 } },
      {
        price: 100,
        oldPrice: null,
        conditions: [
          { key: 'credit', discount: 80, price: 20 },
          { key: 'tradeIn', discount: 80, price: 20 },
        ],
        allConditionsPrice: 0,
      },
    ],
    [
      'a missing disprice falls back to the list price',
      { price: 500_000, disprice: 0, discounts: none },
      { price: 500_000, oldPrice: null, conditions: [], allConditionsPrice: null },
    ],
  ])('%s', (_, vehicle, expected) => {
    expect(priceBlock(vehicle)).toEqual(expected);
  });
});

describe('compareRows', () => {
  const a = {
    specs: [
      { label: 'Год', value: '2023' },
      { label: 'Двигатель', value: '1.6 л' },
      { label: 'Коробка', value: 'Автомат' },
    ],
  };
  const b = {
    specs: [
      { label: 'Год', value: '2023' },
      { label: 'Двигатель', value: '2.0 л' },
      { label: 'Привод', value: 'Полный' },
    ],
  };

  it('lists every label in first-seen order and marks the differing ones', () => {
    expect(compareRows([a, b])).toEqual([
      { label: 'Год', values: ['2023', '2023'], differs: false },
      { label: 'Двигатель', values: ['1.6 л', '2.0 л'], differs: true },
      { label: 'Коробка', values: ['Автомат', null], differs: true },
      { label: 'Привод', values: [null, 'Полный'], differs: true },
    ]);
  });

  it('ignores case and spacing when comparing, and one vehicle differs from nothing', () => {
    const c = { specs: [{ label: 'Цвет', value: ' Белый  перламутр' }] };
    const d = { specs: [{ label: 'Цвет', value: 'белый перламутр' }] };
    expect(compareRows([c, d])[0]?.differs).toBe(false);
    expect(compareRows([a]).every((row) => !row.differs)).toBe(true);
    expect(compareRows([])).toEqual([]);
  });

  it('differingRows keeps only the highlighted rows', () => {
    expect(differingRows(compareRows([a, b])).map((row) => row.label)).toEqual([
      'Двигатель',
      'Коробка',
      'Привод',
    ]);
  });
});

describe('vehicleTitle', () => {
  it.each([
    [{ mark: 'Kia', model: 'Rio', modification: '1.6 AT', year: 2024 }, 'Kia Rio 1.6 AT, 2024'],
    [{ mark: 'Kia', model: 'Rio' }, 'Kia Rio'],
    [{ mark: 'Kia', model: 'Rio', modification: ' ' }, 'Kia Rio'],
  ])('%o → %s', (parts, title) => {
    expect(vehicleTitle(parts)).toBe(title);
  });
});
