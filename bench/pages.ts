/** Which JavaScript budget a page is held to: a page to read, or one whose job is a form. */
export type PageKind = 'content' | 'form';

/** JavaScript a page may load, gzip, as a multiple of the minimal React Router page's. */
export const JS_BUDGET: Readonly<Record<PageKind, number>> = { content: 1.15, form: 1.3 };

// Static parts (StaticPart): the browser keeps their server HTML, so their chunks never load on arrival.
const FOOTER = 'footer';
const BANNER = 'app-banner';
const CARD_PARTS = 'card-parts';
// The lead form system with Conform: the chunk the bundler names after its phone field.
const FORM_SYSTEM = 'phone-field';
// The page's own API client (shared/api/browser.ts), for calls a page makes itself.
const BROWSER_API = 'browser';

export interface BenchPage {
  name: string;
  holding: 1 | 2;
  path: string;
  kind: PageKind;
  /** Chunks (file name before its hash) the page must not load on arrival. */
  notLoaded?: readonly string[];
  /** Measured signed in: as the first demo customer, or as the demo administrator of the desk. */
  signedIn?: 'customer' | 'staff';
  /** A Cookie header the page is asked with (a visitor's basket, say). */
  cookie?: string;
  /** A page a visitor lands on first: held to PAINT_BUDGET by Lighthouse's mobile model. */
  landing?: true;
}

/** Lighthouse's mobile model on a landing page (issue 29, decision 0058): at most, medians. */
export const PAINT_BUDGET = { lcpMs: 1800, tbtMs: 100 } as const;

// The pages the bench measures; each area adds its pages here.
export const PAGES: readonly BenchPage[] = [
  {
    name: 'home, holding 1',
    holding: 1,
    path: '/',
    kind: 'content',
    notLoaded: [FOOTER, BANNER],
    landing: true,
  },
  { name: 'home, holding 2', holding: 2, path: '/', kind: 'content', landing: true },
  { name: '404, holding 1', holding: 1, path: '/no-such-page/', kind: 'content' },
  // The listing's filter form (SPEC 2.4) makes it a form page; its ratio is still reported. The
  // tiles' request form loads on a click, never with the page.
  {
    name: 'listing /cars/new/, holding 1',
    holding: 1,
    path: '/cars/new/',
    kind: 'form',
    notLoaded: ['vehicle-form'],
    landing: true,
  },
  {
    name: 'listing /cars/used/, holding 2',
    holding: 2,
    path: '/cars/used/',
    kind: 'form',
    landing: true,
  },
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
    // The similar vehicles' tiles: their code loads when the list comes near the screen.
    // Sharing's code after the sheet loads with the tap (share). The calls to action are a
    // static part (vehicle-lead-links, with the forms' list), the ?form= section's module loads
    // only on such an address (vehicle-lead-section). The photos are a static part (gallery).
    notLoaded: [
      FOOTER,
      BANNER,
      CARD_PARTS,
      'gallery',
      'vehicle-form',
      'feedback-form',
      'vehicle-tile',
      'share',
      'vehicle-lead-links',
      'vehicle-forms',
      'vehicle-lead-section',
    ],
    landing: true,
  },
  {
    name: 'card /catalog/4027/, holding 2',
    holding: 2,
    path: '/catalog/4027/',
    kind: 'content',
    notLoaded: ['share', 'vehicle-lead-links', 'vehicle-forms', 'vehicle-lead-section', 'gallery'],
    landing: true,
  },
  // Their lists come from their own loader (decision 0038): the browser's API client stays out.
  {
    name: 'compare, holding 1',
    holding: 1,
    path: '/compare/',
    kind: 'content',
    notLoaded: [BROWSER_API],
  },
  {
    name: 'favourites, holding 1',
    holding: 1,
    path: '/favorites/',
    kind: 'content',
    notLoaded: [BROWSER_API],
  },
  { name: 'search overlay ?search=kia, holding 1', holding: 1, path: '/?search=kia', kind: 'form' },
  // The search box's results as a page (issue 29): written by the server, the overlay's code and
  // the browser's API client stay away until the visitor opens the overlay.
  {
    name: 'search results /search/?q=kia, holding 2',
    holding: 2,
    path: '/search/?q=kia',
    kind: 'content',
    notLoaded: [BROWSER_API, 'search-overlay'],
  },
  // SPEC 2.6 the shop: a store and a parts category (their filter panel is a GET form, so they are
  // form pages) and an item page (the first item of the deterministic seed's parts list).
  { name: 'store /store/interior/, holding 1', holding: 1, path: '/store/interior/', kind: 'form' },
  { name: 'parts /parts/brakes/, holding 2', holding: 2, path: '/parts/brakes/', kind: 'form' },
  { name: 'item /item/21632/, holding 1', holding: 1, path: '/item/21632/', kind: 'content' },
  // Issue 31: the basket with two lines of an anonymous visitor (its cookie, decision 0069): a
  // page of forms (counts, checks, ordering).
  {
    name: 'basket /basket/, holding 1',
    holding: 1,
    path: '/basket/',
    kind: 'form',
    cookie: 'basket=p21632x2.p21633x1',
  },
  // Bill payments (SPEC 2.8, decision 0070): the lookup form and a bill of the deterministic seed
  // (its first bill waiting for payment on each holding), with «Оплатить картой».
  { name: 'pay /pay/, holding 2', holding: 2, path: '/pay/', kind: 'form' },
  {
    name: 'bill /pay/{id}/, holding 1',
    holding: 1,
    path: '/pay/e0838db3e3c0bdf18b79468b178b8228/',
    kind: 'form',
  },
  // SPEC 2.7: the service booking (two forms) and a services page with its request form.
  {
    name: 'service booking /service/online/, holding 1',
    holding: 1,
    path: '/service/online/',
    kind: 'form',
  },
  {
    name: 'services /services/credit/, holding 2',
    holding: 2,
    path: '/services/credit/',
    kind: 'form',
    // The form's code wakes on the visitor's first touch (decision 0037), never with the page.
    notLoaded: [FORM_SYSTEM],
  },
  // Content pages: a publication list (its filter is a plain GET form, no script), a news item of
  // the deterministic seed, the FAQ, an about page, the investors' documents and the English news.
  { name: 'news /news/, holding 1', holding: 1, path: '/news/', kind: 'content' },
  // The publication is a static part: its code (and its related cards') loads only when the
  // browser renders another publication itself.
  {
    name: 'news item, holding 1',
    holding: 1,
    path: '/news/jetour-x70-plus-uzhe-v-nalichii-1/',
    kind: 'content',
    notLoaded: ['publication-page', 'publication-cards'],
  },
  { name: 'FAQ /faq/, holding 2', holding: 2, path: '/faq/', kind: 'content' },
  { name: 'about /about/, holding 2', holding: 2, path: '/about/', kind: 'content' },
  { name: 'investors /investors/, holding 1', holding: 1, path: '/investors/', kind: 'content' },
  { name: 'English news /en/news/, holding 1', holding: 1, path: '/en/news/', kind: 'content' },
  // The personal area and the staff's desk, signed in first (bench/lib/sign-in.ts).
  // The overview shows no kind or state names: those of the orders and insurances stay away.
  // Its contents are a static part (overview-content).
  {
    name: 'lk /lk/, holding 1',
    holding: 1,
    path: '/lk/',
    kind: 'content',
    notLoaded: ['state-labels', 'overview-content'],
    signedIn: 'customer',
  },
  {
    name: 'lk garage /lk/garage/, holding 1',
    holding: 1,
    path: '/lk/garage/',
    kind: 'form',
    signedIn: 'customer',
  },
  {
    name: 'lk service booking /lk/service-registration/, holding 1',
    holding: 1,
    path: '/lk/service-registration/',
    kind: 'form',
    signedIn: 'customer',
  },
  {
    name: 'reports /reports/, holding 1',
    holding: 1,
    path: '/reports/',
    kind: 'form',
    signedIn: 'staff',
  },
  // The rest of the back office (decision 0060): a lead, the bookings, the review queue, the
  // staff and the log, each a route chunk of /reports only.
  {
    name: 'reports lead /reports/1/, holding 1',
    holding: 1,
    path: '/reports/1/',
    kind: 'form',
    signedIn: 'staff',
  },
  {
    name: 'reports bookings /reports/bookings/, holding 1',
    holding: 1,
    path: '/reports/bookings/',
    kind: 'form',
    signedIn: 'staff',
  },
  {
    name: 'reports reviews /reports/reviews/, holding 1',
    holding: 1,
    path: '/reports/reviews/',
    kind: 'form',
    signedIn: 'staff',
  },
  {
    name: 'reports staff /reports/staff/, holding 1',
    holding: 1,
    path: '/reports/staff/',
    kind: 'form',
    signedIn: 'staff',
  },
  {
    name: 'reports audit /reports/audit/, holding 1',
    holding: 1,
    path: '/reports/audit/',
    kind: 'form',
    signedIn: 'staff',
  },
  // Content editors (decision 0068): the list (the office bar's sign-out form, like every
  // back-office page) and a form; the editor loads on the text's first focus.
  {
    name: 'reports content /reports/content/, holding 1',
    holding: 1,
    path: '/reports/content/',
    kind: 'form',
    signedIn: 'staff',
  },
  {
    name: 'reports content form /reports/content/news/new/, holding 1',
    holding: 1,
    path: '/reports/content/news/new/',
    kind: 'form',
    notLoaded: ['rich-text-editor'],
    signedIn: 'staff',
  },
  {
    name: 'short link /slgen/, holding 1',
    holding: 1,
    path: '/slgen/',
    kind: 'form',
    signedIn: 'staff',
  },
  // Contacts (SPEC 2.5): the city's dealers and a dealer page; the maps script is not counted, it
  // loads only with a key and when the map scrolls into view. Reviews carry the review form.
  { name: 'contacts /contacts/, holding 1', holding: 1, path: '/contacts/', kind: 'content' },
  {
    name: 'dealer /contacts/msk/vektor-kia-varshavka/, holding 1',
    holding: 1,
    path: '/contacts/msk/vektor-kia-varshavka/',
    kind: 'content',
  },
  { name: 'reviews /reviews/, holding 2', holding: 2, path: '/reviews/', kind: 'form' },
  // The lead forms: the feedback page (the panel's form as a page), and a card's call to action
  // opened by its address (the way without JavaScript); the card above loads neither form.
  {
    name: 'feedback /feedback/, holding 1',
    holding: 1,
    path: '/feedback/',
    kind: 'form',
    notLoaded: [FORM_SYSTEM, 'vehicle-form'],
  },
  {
    name: 'card credit form /catalog/690/?form=credit, holding 1',
    holding: 1,
    path: '/catalog/690/?form=credit',
    kind: 'form',
    notLoaded: [FORM_SYSTEM, 'vehicle-form'],
  },
];
