import { describe, expect, it, vi } from 'vitest';
import { dealersForForm, type FormDealer } from './dealer-options.ts';

const a: FormDealer = { code: 'a', name: 'A', nameRu: 'Центр А' };
const b: FormDealer = { code: 'b', name: 'B', nameRu: 'Центр Б' };
const bAgain: FormDealer = { code: 'b2', name: 'B', nameRu: 'Центр Б' };

describe('dealers of a form (SPEC 7)', () => {
  it('uses a list handed over by the opener without a call', async () => {
    const fetchDealers = vi.fn();
    expect(await dealersForForm(fetchDealers, { dealers: [a] })).toEqual([a]);
    expect(fetchDealers).not.toHaveBeenCalled();
  });

  it('retries without the query when the call with it fails', async () => {
    const fetchDealers = vi.fn(async (query?: object) => (query ? undefined : [a, b]));
    expect(await dealersForForm(fetchDealers, { department: 'sales', markCode: 'kia' })).toEqual([
      a,
      b,
    ]);
    expect(fetchDealers.mock.calls).toEqual([
      [{ department: 'sales', markCode: 'kia' }],
      [undefined],
    ]);
  });

  it('keeps only the dealerCode values, names once, and stays empty when both calls fail', async () => {
    expect(await dealersForForm(async () => [a, b, bAgain], { dealerCode: ['b', 'b2'] })).toEqual([
      b,
    ]);
    expect(await dealersForForm(async () => undefined, { department: 'sales' })).toEqual([]);
  });
});
