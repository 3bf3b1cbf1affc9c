/** Which JavaScript budget a page is held to: a page to read, or one whose job is a form. */
export type PageKind = 'content' | 'form';

/** JavaScript a page may load, gzip, as a multiple of the minimal React Router page's. */
export const JS_BUDGET: Readonly<Record<PageKind, number>> = { content: 1.15, form: 1.3 };

// Static parts (StaticPart): the browser keeps their server HTML, so their chunks never load on arrival.
const FOOTER = 'footer';
const BANNER = 'app-banner';
const CARD_PARTS = 'card-parts';

export interface BenchPage {
  name: string;
  holding: 1 | 2;
  path: string;
  kind: PageKind;
  /** Chunks (file name before its hash) the page must not load on arrival. */
  notLoaded?: readonly string[];
}

// The pages the bench measures; each area adds its pages here.
export const PAGES: readonly BenchPage[] = [
  { name: 'home, holding 1', holding: 1, path: '/', kind: 'content', notLoaded: [FOOTER, BANNER] },
  { name: 'home, holding 2', holding: 2, path: '/', kind: 'content' },
  { name: '404, holding 1', holding: 1, path: '/no-such-page/', kind: 'content' },
  // The listing's filter form (SPEC 2.4) makes it a form page; its ratio is still reported.
  { name: 'listing /cars/new/, holding 1', holding: 1, path: '/cars/new/', kind: 'form' },
  { name: 'listing /cars/used/, holding 2', holding: 2, path: '/cars/used/', kind: 'form' },
  {
    name: 'SEO page /cars/used/price-do-700000/, holding 1',
    holding: 1,
    path: '/cars/used/price-do-700000/',
    kind: 'form',
  },
  // The vehicle card (ids of the deterministic seed's first in-stock new car of each holding),
  // compare and favourites (their pages and chunks; the lists themselves are the visitor's), and the
  // search overlay opened by ?search=.
  {
    name: 'card /catalog/690/, holding 1',
    holding: 1,
    path: '/catalog/690/',
    kind: 'content',
    notLoaded: [FOOTER, BANNER, CARD_PARTS, 'vehicle-form', 'feedback-form'],
  },
  { name: 'card /catalog/4027/, holding 2', holding: 2, path: '/catalog/4027/', kind: 'content' },
  { name: 'compare, holding 1', holding: 1, path: '/compare/', kind: 'content' },
  { name: 'favourites, holding 1', holding: 1, path: '/favorites/', kind: 'content' },
  { name: 'search overlay ?search=kia, holding 1', holding: 1, path: '/?search=kia', kind: 'form' },
  // The lead forms: the feedback page (the panel's form as a page), and a card's call to action
  // opened by its address (the way without JavaScript); the card above loads neither form.
  {
    name: 'feedback /feedback/, holding 1',
    holding: 1,
    path: '/feedback/',
    kind: 'form',
    notLoaded: ['vehicle-form'],
  },
  {
    name: 'card credit form /catalog/690/?form=credit, holding 1',
    holding: 1,
    path: '/catalog/690/?form=credit',
    kind: 'form',
  },
];
