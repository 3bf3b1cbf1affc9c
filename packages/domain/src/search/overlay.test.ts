import { describe, expect, it } from 'vitest';
import {
  activeTab,
  EMPTY_SEARCH,
  tabLabel,
  toggleCategory,
  visibleTabs,
  withPage,
  withQuery,
  withTab,
} from './overlay.ts';

const totals = (vehicles: number, accessories: number, parts: number) => ({
  vehicles,
  accessories,
  parts,
});

describe('search overlay state (SPEC 4 Search)', () => {
  it('a new query resets the pages, the category filter and the chosen tab', () => {
    let state = withQuery(EMPTY_SEARCH, 'kia');
    state = withPage(state, 'vehicles', 3, 5);
    state = toggleCategory(state, 'rio');
    state = withTab(state, 'parts');
    expect(withQuery(state, 'kia rio')).toEqual({
      query: 'kia rio',
      pages: { vehicles: 1, accessories: 1, parts: 1 },
      filter: [],
      tab: null,
    });
  });

  it('the same query again changes nothing', () => {
    const state = withPage(withQuery(EMPTY_SEARCH, 'kia'), 'parts', 2, 2);
    expect(withQuery(state, 'kia')).toBe(state);
  });

  it('changing the category filter keeps the pages', () => {
    const state = withPage(withQuery(EMPTY_SEARCH, 'kia'), 'vehicles', 2, 4);
    const checked = toggleCategory(state, 'rio');
    expect(checked.filter).toEqual(['rio']);
    expect(checked.pages.vehicles).toBe(2);
    expect(toggleCategory(checked, 'rio').filter).toEqual([]);
  });

  it('paging stays within the pages there are', () => {
    const state = withQuery(EMPTY_SEARCH, 'kia');
    expect(withPage(state, 'accessories', 0, 3).pages.accessories).toBe(1);
    expect(withPage(state, 'accessories', 9, 3).pages.accessories).toBe(3);
    expect(withPage(state, 'accessories', 2, 0).pages.accessories).toBe(1);
  });

  it.each([
    [null, totals(3, 2, 1), 'vehicles'],
    [null, totals(0, 2, 1), 'accessories'],
    [null, totals(0, 0, 4), 'parts'],
    [null, totals(0, 0, 0), null],
    ['parts', totals(3, 2, 1), 'parts'],
    ['parts', totals(3, 2, 0), 'vehicles'],
  ] as const)('chosen %s with totals %o → active %s', (chosen, t, expected) => {
    expect(activeTab(chosen, t)).toBe(expected);
  });

  it('hides the tabs without a total and labels the rest with it', () => {
    expect(visibleTabs(totals(0, 5, 2))).toEqual(['accessories', 'parts']);
    expect(tabLabel('vehicles', 12)).toBe('Каталог 12');
    expect(tabLabel('accessories', 1)).toBe('Аксессуары 1');
    expect(tabLabel('parts', 7)).toBe('Запчасти 7');
  });
});
