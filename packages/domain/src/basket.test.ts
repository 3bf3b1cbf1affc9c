import { describe, expect, it } from 'vitest';
import {
  BASKET_QUANTITY_READ_ERROR,
  BASKET_QUANTITY_STORAGE_KEY,
  basketTotals,
  initialQuantity,
  ORDER_CHANGED_MESSAGE,
  orderLineProblems,
  unitPriceToPay,
  parseQuantities,
  partsBasketItem,
  removeChecked,
  setAllChecked,
  setItemChecked,
  setItemCount,
  upsertQuantity,
  type PartsBasketItem,
  type QuantitySource,
} from './basket.ts';
import {
  clampQty,
  parseBasketCookie,
  serializeBasketCookie,
  withBasketLine,
} from './basket-cookie.ts';

const item = (id: number, price: number, disprice: number, count: number, checked = true) =>
  partsBasketItem({
    id,
    name: `Деталь ${id}`,
    count,
    price,
    disprice,
    checked,
    brand: 'Bosch',
    category: ['Фильтры'],
    partCode: `P-${id}`,
  });

describe('partsBasketItem (SPEC 3)', () => {
  it('is checked by default and takes the first dealer code', () => {
    const built = partsBasketItem({
      id: 1,
      name: 'Фильтр',
      count: 1,
      price: 10,
      disprice: 9,
      brand: 'Mann',
      category: [],
      partCode: 'W712',
      dealers: [{ code: 'd1' }, { code: 'd2' }],
    });
    expect(built.checked).toBe(true);
    expect(built.dealerCode).toBe('d1');
    expect(item(2, 1, 1, 1).dealerCode).toBeNull();
  });
});

describe('basketTotals: ceil(price) × count over checked items (SPEC 4)', () => {
  it.each<[string, PartsBasketItem[], number, number]>([
    ['empty', [], 0, 0],
    ['one item', [item(1, 100, 90, 2)], 200, 180],
    ['rounds each price up before multiplying', [item(1, 100.01, 90.2, 3)], 303, 273],
    ['skips unchecked', [item(1, 100, 90, 1), item(2, 50, 40, 4, false)], 100, 90],
    ['no discount uses the price', [item(1, 99.5, 0, 2)], 200, 200],
    ['sums several', [item(1, 10.5, 9.5, 2), item(2, 1000, 800, 1)], 1022, 820],
  ])('%s', (_, items, total, discountedTotal) => {
    const totals = basketTotals(items);
    expect([totals.total, totals.discountedTotal]).toEqual([total, discountedTotal]);
  });

  it('counts checked lines and pieces', () => {
    const totals = basketTotals([item(1, 1, 1, 3), item(2, 1, 1, 2, false), item(3, 1, 1, 1)]);
    expect([totals.checkedItems, totals.checkedQuantity]).toEqual([2, 4]);
  });
});

describe('basket list changes', () => {
  const list = [item(1, 10, 10, 1), item(2, 20, 20, 2)];
  it('checks one, all, and removes the checked', () => {
    const one = setItemChecked(list, 1, false);
    expect(one.map((i) => i.checked)).toEqual([false, true]);
    expect(setAllChecked(one, true).every((i) => i.checked)).toBe(true);
    expect(removeChecked(one).map((i) => i.id)).toEqual([1]);
    expect(list.every((i) => i.checked)).toBe(true);
  });

  it.each<[number, number]>([
    [5, 5],
    [0, 1],
    [-2, 1],
    [2.7, 2],
    [Number.NaN, 1],
  ])('setItemCount %d → %d', (count, stored) => {
    expect(setItemCount(list, 2, count)[1]?.count).toBe(stored);
  });
});

describe('initialQuantity (SPEC 3)', () => {
  it.each<[QuantitySource, number | undefined, number]>([
    [{ basketQty: 3, minCount: 2 }, 5, 3],
    [{ basketQty: 0, minCount: 2 }, 5, 5],
    [{ minCount: 2 }, 0, 2],
    [{ basketQty: null, minCount: 4 }, undefined, 4],
    [{ basketQty: -1, minCount: 0 }, -3, 1],
    [{}, undefined, 1],
  ])('%j stored %s → %i', (source, stored, quantity) => {
    expect(initialQuantity(source, stored)).toBe(quantity);
  });
});

describe('stored quantities', () => {
  it('use the basketQuantity key', () => {
    expect(BASKET_QUANTITY_STORAGE_KEY).toBe('basketQuantity');
  });

  it.each<[string | null, unknown]>([
    [null, { quantities: [] }],
    [
      '[{"id":1,"count":2},{"id":"a","count":1},{"x":1}]',
      {
        quantities: [
          { id: 1, count: 2 },
          { id: 'a', count: 1 },
        ],
      },
    ],
    ['{oops', { quantities: [], error: 'Ошибка чтения basketQuantity' }],
    ['{"id":1}', { quantities: [], error: BASKET_QUANTITY_READ_ERROR }],
  ])('%s', (raw, read) => {
    expect(parseQuantities(raw)).toEqual(read);
  });

  it('upserts one entry per id', () => {
    expect(
      upsertQuantity(
        [
          { id: 1, count: 1 },
          { id: 2, count: 1 },
        ],
        1,
        4,
      ),
    ).toEqual([
      { id: 2, count: 1 },
      { id: 1, count: 4 },
    ]);
  });
});

describe('order checks before placing', () => {
  const line = { id: 7, name: 'Фильтр', qty: 2, price: 1000.2, disprice: 900.1, available: 5 };

  it('prices one piece as the discounted price rounded up, else the normal one', () => {
    expect(unitPriceToPay({ price: 1000.2, disprice: 900.1 })).toBe(901);
    expect(unitPriceToPay({ price: 1000.2, disprice: 0 })).toBe(1001);
  });

  it('lets an order go when the shown price and the stock still hold', () => {
    expect(orderLineProblems([{ ...line, shownPrice: 901 }])).toEqual([]);
    expect(orderLineProblems([line])).toEqual([]);
  });

  it('says a changed price and a shortage at the dealer, line by line', () => {
    expect(orderLineProblems([{ ...line, shownPrice: 850, available: 1 }])).toEqual([
      { id: 7, message: 'Изменилась цена: Фильтр — теперь 901\u00a0₽ за шт. вместо 850\u00a0₽' },
      { id: 7, message: 'Не хватает в выбранном дилерском центре: Фильтр — в наличии 1 шт.' },
    ]);
    expect(orderLineProblems([{ ...line, available: 0 }])[0]?.message).toBe(
      'Нет в наличии в выбранном дилерском центре: Фильтр',
    );
    expect(ORDER_CHANGED_MESSAGE).toMatch(/^Заказ не оформлен/);
  });
});

describe('the basket cookie', () => {
  it('reads what it writes and leaves out what is not a line', () => {
    const lines = withBasketLine(withBasketLine([], 'parts', 12, 3), 'accessories', 7, 1.6);
    const raw = serializeBasketCookie(lines);
    expect(raw).toBe('p12x3.a7x1');
    expect(parseBasketCookie(`${raw}.zz.p0x1.p5x0.p99999999999x1`)).toEqual(lines);
    expect(parseBasketCookie('p12x3.p12x5')).toEqual([{ basket: 'parts', id: 12, qty: 5 }]);
    expect(withBasketLine(lines, 'parts', 12, 0)).toEqual([
      { basket: 'accessories', id: 7, qty: 1 },
    ]);
    expect(clampQty(20000)).toBe(9999);
  });
});
