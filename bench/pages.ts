// The pages the bench measures; each area adds its pages here.
export const PAGES: readonly { name: string; holding: 1 | 2; path: string }[] = [
  { name: 'home, holding 1', holding: 1, path: '/' },
  { name: 'home, holding 2', holding: 2, path: '/' },
  { name: '404, holding 1', holding: 1, path: '/no-such-page/' },
  { name: 'listing /cars/new/, holding 1', holding: 1, path: '/cars/new/' },
  { name: 'listing /cars/used/, holding 2', holding: 2, path: '/cars/used/' },
  { name: 'SEO page /cars/used/price-do-700000/, holding 1', holding: 1, path: '/cars/used/price-do-700000/' },
];
