import { describe, expect, it } from 'vitest';
import { nextHeaderScroll, TOP_OF_PAGE } from './header-scroll.ts';
import { visibleCounters } from './counters.ts';

describe('header scroll (SPEC 2.11, 9)', () => {
  it('sticks after 100 px, hides while scrolling down and shows when scrolling up', () => {
    const at100 = nextHeaderScroll(TOP_OF_PAGE, 0, 100);
    expect(at100).toEqual({ sticky: false, hidden: false, bannerGone: false });
    const down = nextHeaderScroll(at100, 100, 101);
    expect(down).toEqual({ sticky: true, hidden: true, bannerGone: false });
    const up = nextHeaderScroll(down, 150, 140);
    expect(up).toEqual({ sticky: true, hidden: false, bannerGone: false });
    expect(nextHeaderScroll(up, 140, 140)).toBe(up);
    expect(nextHeaderScroll(up, 140, 50)).toEqual({
      sticky: false,
      hidden: false,
      bannerGone: false,
    });
  });

  it('drops the banner past 184 px and keeps it gone', () => {
    const at184 = nextHeaderScroll(TOP_OF_PAGE, 0, 184);
    expect(at184.bannerGone).toBe(false);
    const past = nextHeaderScroll(at184, 184, 185);
    expect(past.bannerGone).toBe(true);
    expect(nextHeaderScroll(past, 185, 0).bannerGone).toBe(true);
  });
});

describe('header counters', () => {
  const pages = { compare: '/compare/', favorites: '/favorites/', basket: '/basket/' };
  it('show a count only above 0 and only with a built page', () => {
    expect(visibleCounters({ compare: 0, favorites: 2, basket: 1 }, pages)).toEqual([
      { key: 'favorites', label: 'Избранное', href: '/favorites/', count: 2 },
      { key: 'basket', label: 'Корзина', href: '/basket/', count: 1 },
    ]);
    expect(
      visibleCounters(
        { compare: 3, favorites: 2, basket: 1 },
        { compare: null, favorites: null, basket: null },
      ),
    ).toEqual([]);
  });
});
