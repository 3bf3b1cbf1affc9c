import { holdingsWith } from '../../holdings/features.ts';
import { page } from '../define.ts';
import { isSlug } from '../params.ts';
import { QR_QUERY_PARAMS, TOP_BANNER_PARAM } from '../query-params.ts';

const TOP_BANNER = [TOP_BANNER_PARAM];

// Content ids are slugs or numbers, whichever the editors chose.
const SLUG_ID = { id: isSlug };

// A publication list reads its page and its filters (make; promotions: running today).
const LIST_QUERY = ['page', 'brand', 'active'];

/** SPEC 2.3 about pages. */
export const ABOUT_ROWS = [
  page('about', '/about', { module: 'routes/content/about.tsx', layout: 'about' }),
  page('about-advisers', '/about/advisers', {
    module: 'routes/content/about-advisers.tsx',
    layout: 'about',
  }),
  page('about-awards', '/about/awards', {
    module: 'routes/content/about-awards.tsx',
    layout: 'about',
  }),
  page('about-career', '/about/career', {
    module: 'routes/content/about-career.tsx',
    layout: 'about',
  }),
  page('about-compliance', '/about/compliance', {
    module: 'routes/content/about-compliance.tsx',
    layout: 'about',
    holdings: holdingsWith('compliance'),
  }),
  page('about-history', '/about/history', {
    module: 'routes/content/about-history.tsx',
    layout: 'about',
  }),
] as const;

/** SPEC 2.3 promotions and content. */
export const CONTENT_ROWS = [
  page('actions', '/actions', { module: 'routes/content/actions.tsx', query: LIST_QUERY }),
  page('actions-id', '/actions/:id', { module: 'routes/content/actions-id.tsx', params: SLUG_ID }),
  page('blog', '/blog', { module: 'routes/content/blog.tsx', query: LIST_QUERY }),
  page('blog-id', '/blog/:id', { module: 'routes/content/blog-id.tsx', params: SLUG_ID }),
  page('news', '/news', { module: 'routes/content/news.tsx', query: LIST_QUERY }),
  page('news-id', '/news/:id', { module: 'routes/content/news-id.tsx', params: SLUG_ID }),
  page('media', '/media', { module: 'routes/content/media.tsx', query: LIST_QUERY }),
  page('media-id', '/media/:id', { module: 'routes/content/media-id.tsx', params: SLUG_ID }),
] as const;

/** SPEC 2.3 info and app pages. */
export const INFO_ROWS = [
  page('consent-to-processing', '/consent-to-processing', {
    module: 'routes/content/consent-to-processing.tsx',
  }),
  page('cookie', '/cookie', { module: 'routes/content/cookie.tsx' }),
  page('faq', '/faq', { module: 'routes/content/faq.tsx' }),
  page('feedback', '/feedback', { module: 'routes/feedback.tsx' }),
  page('feedback-dealer', '/feedback/:dealer', {
    params: { dealer: isSlug },
    module: 'routes/feedback.tsx',
  }),
  page('guaranty', '/guaranty', { module: 'routes/content/guaranty.tsx' }),
  page('event', '/event', { module: 'routes/content/event.tsx' }),
  page('event-mini', '/event/mini', { module: 'routes/content/event-mini.tsx' }),
  page('sitemap', '/sitemap', { module: 'routes/content/sitemap.tsx' }),
  page('terms-of-use', '/terms-of-use', { module: 'routes/content/terms-of-use.tsx' }),
  page('tekhnologii-detskogo-schastya', '/tekhnologii-detskogo-schastya', {
    module: 'routes/content/tekhnologii-detskogo-schastya.tsx',
  }),
  // Search engines: the site map index, its files (pages-1.xml, vehicles-2.xml...) and robots.txt.
  page('sitemap-xml', '/sitemap.xml', { module: 'routes/seo/sitemap-xml.ts', query: [] }),
  page('sitemap-file', '/sitemaps/:file', {
    module: 'routes/seo/sitemap-file.ts',
    params: { file: (value) => /^[a-z]+-[1-9]\d{0,3}\.xml$/.test(value) },
    query: [],
  }),
  page('robots-txt', '/robots.txt', { module: 'routes/seo/robots-txt.ts', query: [] }),
  // The installable app (issue 33): the holding's manifest and the service worker's offline page.
  page('manifest-webmanifest', '/manifest.webmanifest', {
    module: 'routes/pwa/manifest-webmanifest.ts',
    query: [],
  }),
  page('offline-html', '/offline.html', { module: 'routes/pwa/offline-html.ts', query: [] }),
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
  page('investors', '/investors', {
    module: 'routes/content/investors.tsx',
    holdings: investors,
  }),
  page('investors-financial-reports', '/investors/financial_reports', {
    module: 'routes/content/investors-financial-reports.tsx',
    holdings: investors,
  }),
  page('investors-korporativnye-dokumenty', '/investors/korporativnye-dokumenty', {
    module: 'routes/content/investors-korporativnye-dokumenty.tsx',
    holdings: investors,
  }),
  page('investors-operatsionnye-pokazateli', '/investors/operatsionnye-pokazateli', {
    module: 'routes/content/investors-operatsionnye-pokazateli.tsx',
    holdings: investors,
  }),
  page('investors-reytingi', '/investors/reytingi', {
    module: 'routes/content/investors-reytingi.tsx',
    holdings: investors,
  }),
] as const;

// The English pages are where the first holding's EN link leads; the second holding has none.
const english = { layout: 'english', holdings: holdingsWith('en-link') } as const;

/** SPEC 2.10 English pages. */
export const ENGLISH_ROWS = [
  // /en/ itself has no page of its own: it leads to the first English page (issue 29).
  page('en', '/en', { ...english, module: 'routes/en/index.ts' }),
  page('en-about', '/en/about', { ...english, module: 'routes/en/about.tsx' }),
  page('en-about-compliance', '/en/about/compliance', {
    ...english,
    module: 'routes/en/compliance.tsx',
  }),
  page('en-history', '/en/history', { ...english, module: 'routes/en/history.tsx' }),
  page('en-news', '/en/news', { ...english, module: 'routes/en/news.tsx' }),
  page('en-news-id', '/en/news/:id', {
    ...english,
    module: 'routes/en/news-id.tsx',
    params: SLUG_ID,
  }),
] as const;
