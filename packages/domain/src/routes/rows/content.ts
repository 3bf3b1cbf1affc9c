import { holdingsWith } from '../../holdings/features.ts';
import { page } from '../define.ts';
import { isSlug } from '../params.ts';
import { QR_QUERY_PARAMS, TOP_BANNER_PARAM } from '../query-params.ts';

const TOP_BANNER = [TOP_BANNER_PARAM];

// Content ids are slugs or numbers, whichever the editors chose.
const SLUG_ID = { id: isSlug };

/** SPEC 2.3 about pages. */
export const ABOUT_ROWS = [
  page('about', '/about', { layout: 'about' }),
  page('about-advisers', '/about/advisers', { layout: 'about' }),
  page('about-awards', '/about/awards', { layout: 'about' }),
  page('about-career', '/about/career', { layout: 'about' }),
  page('about-compliance', '/about/compliance', {
    layout: 'about',
    holdings: holdingsWith('compliance'),
  }),
  page('about-history', '/about/history', { layout: 'about' }),
] as const;

/** SPEC 2.3 promotions and content. */
export const CONTENT_ROWS = [
  page('actions', '/actions'),
  page('actions-id', '/actions/:id', { params: SLUG_ID }),
  page('blog', '/blog'),
  page('blog-id', '/blog/:id', { params: SLUG_ID }),
  page('news', '/news'),
  page('news-id', '/news/:id', { params: SLUG_ID }),
  page('media', '/media'),
  page('media-id', '/media/:id', { params: SLUG_ID }),
] as const;

/** SPEC 2.3 info and app pages. */
export const INFO_ROWS = [
  page('consent-to-processing', '/consent-to-processing'),
  page('cookie', '/cookie'),
  page('faq', '/faq'),
  page('feedback', '/feedback', { module: 'routes/feedback.tsx' }),
  page('feedback-dealer', '/feedback/:dealer'),
  page('guaranty', '/guaranty'),
  page('event', '/event'),
  page('event-mini', '/event/mini'),
  page('sitemap', '/sitemap'),
  page('terms-of-use', '/terms-of-use'),
  page('tekhnologii-detskogo-schastya', '/tekhnologii-detskogo-schastya'),
  page('mobileapp', '/mobileapp', { module: 'routes/mobileapp/index.tsx', query: TOP_BANNER }),
  // Private (it answers by User-Agent), so never cached; it hands its whole query to the store.
  page('mobileapp-download', '/mobileapp/download', { module: 'routes/mobileapp/download.tsx' }),
  page('mobileapp-download-ios', '/mobileapp/download/ios', {
    module: 'routes/mobileapp/download-ios.tsx',
    query: TOP_BANNER,
  }),
  // The QR image of /mobileapp/download/ shown by the app pages and the top banner (SPEC 2.16, 9).
  page('mobileapp-qr', '/mobileapp/qr', {
    module: 'routes/mobileapp/qr.ts',
    query: QR_QUERY_PARAMS,
  }),
] as const;

const investors = holdingsWith('investors');

/** SPEC 2.8 investor pages, first holding only. */
export const INVESTOR_ROWS = [
  page('investors', '/investors', { holdings: investors }),
  page('investors-financial-reports', '/investors/financial_reports', { holdings: investors }),
  page('investors-korporativnye-dokumenty', '/investors/korporativnye-dokumenty', {
    holdings: investors,
  }),
  page('investors-operatsionnye-pokazateli', '/investors/operatsionnye-pokazateli', {
    holdings: investors,
  }),
  page('investors-reytingi', '/investors/reytingi', { holdings: investors }),
] as const;

// The English pages are where the first holding's EN link leads; the second holding has none.
const english = { layout: 'english', holdings: holdingsWith('en-link') } as const;

/** SPEC 2.10 English pages. */
export const ENGLISH_ROWS = [
  page('en-about', '/en/about', { ...english, module: 'routes/en/about.tsx' }),
  page('en-about-compliance', '/en/about/compliance', english),
  page('en-history', '/en/history', english),
  page('en-news', '/en/news', english),
  page('en-news-id', '/en/news/:id', { ...english, params: SLUG_ID }),
] as const;
