// The pages the bench measures; each area adds its pages here.
export const PAGES: readonly { name: string; holding: 1 | 2; path: string }[] = [
  { name: 'home, holding 1', holding: 1, path: '/' },
  { name: 'home, holding 2', holding: 2, path: '/' },
  { name: '404, holding 1', holding: 1, path: '/no-such-page/' },
  { name: 'listing /cars/new/, holding 1', holding: 1, path: '/cars/new/' },
  { name: 'listing /cars/used/, holding 2', holding: 2, path: '/cars/used/' },
  {
    name: 'SEO page /cars/used/price-do-700000/, holding 1',
    holding: 1,
    path: '/cars/used/price-do-700000/',
  },
  // Issue 5: the vehicle card (ids of the deterministic seed's first in-stock new car of each holding),
  // compare (its page and chunk; the list itself is the visitor's), and the search overlay opened by ?search=.
  { name: 'card /catalog/690/, holding 1', holding: 1, path: '/catalog/690/' },
  { name: 'card /catalog/4027/, holding 2', holding: 2, path: '/catalog/4027/' },
  { name: 'compare, holding 1', holding: 1, path: '/compare/' },
  { name: 'search overlay ?search=kia, holding 1', holding: 1, path: '/?search=kia' },
];
