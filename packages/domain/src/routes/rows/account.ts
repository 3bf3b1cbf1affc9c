import { holdingsWith } from '../../holdings/features.ts';
import { EMBED_QUERY_PARAMS } from '../../listing/embed-href.ts';
import { page } from '../define.ts';
import { BASKET_MODULE, ORDERING_MODULE, ORDERING_QUERY_PARAMS } from './catalog.ts';
import { isSlug, isToken } from '../params.ts';
import { COMPARE_QUERY_PARAMS, FAVORITES_QUERY_PARAMS } from '../query-params.ts';

/** SPEC 2.3 authentication and registration. */
export const AUTH_ROWS = [
  page('registration', '/registration', {
    layout: 'registration',
    module: 'routes/registration.tsx',
  }),
  page('authorization-dev', '/authorization/dev', {
    layout: 'auth',
    module: 'routes/authorization-dev.tsx',
  }),
  page('auth-login', '/auth/login', { layout: 'auth', module: 'routes/lk/auth.tsx' }),
  // Token callbacks only set cookies and move on; they need no city.
  page('auth-validate', '/auth/validate', {
    layout: 'auth',
    guards: [],
    module: 'routes/auth-validate.ts',
  }),
  page('auth-refresh', '/auth/refresh', {
    layout: 'auth',
    guards: [],
    module: 'routes/auth-refresh.ts',
  }),
] as const;

const lk = { layout: 'lk', guards: ['authenticated'] } as const;
// The two lk pages open without a login: the lk sign-in itself, and the public tour of lk features.
const lkOpen = { layout: 'lk', guards: ['city'] } as const;
// 'sales' is a fixed word under /lk/orders, never an order number.
const order = { order: (v: string) => isSlug(v) && v !== 'sales' };

/** SPEC 2.9 personal area. */
export const LK_ROWS = [
  page('lk', '/lk', { ...lk, module: 'routes/lk/index.tsx' }),
  page('lk-auth', '/lk/auth', { ...lkOpen, module: 'routes/lk/auth.tsx' }),
  page('lk-compare', '/lk/compare', {
    ...lk,
    module: 'routes/lk/compare.tsx',
    query: COMPARE_QUERY_PARAMS,
  }),
  page('lk-favorites', '/lk/favorites', {
    ...lk,
    module: 'routes/lk/favorites.tsx',
    query: FAVORITES_QUERY_PARAMS,
  }),
  page('lk-functional-services', '/lk/functional-services', {
    ...lkOpen,
    module: 'routes/lk/functional-services.tsx',
  }),
  page('lk-garage', '/lk/garage', { ...lk, module: 'routes/lk/garage.tsx' }),
  page('lk-garage-id', '/lk/garage/:id', { ...lk, module: 'routes/lk/garage-car.tsx' }),
  page('lk-insurances', '/lk/insurances', { ...lk, module: 'routes/lk/insurances.tsx' }),
  page('lk-insurances-insurance', '/lk/insurances/:insurance', {
    ...lk,
    module: 'routes/lk/insurance.tsx',
  }),
  page('lk-loyalty', '/lk/loyalty', {
    ...lk,
    holdings: holdingsWith('loyalty'),
    module: 'routes/lk/loyalty.tsx',
  }),
  page('lk-notifications', '/lk/notifications', {
    ...lk,
    module: 'routes/lk/notifications.tsx',
  }),
  page('lk-orders', '/lk/orders', { ...lk, module: 'routes/lk/orders.tsx' }),
  page('lk-orders-order', '/lk/orders/:order', {
    ...lk,
    params: order,
    module: 'routes/lk/order.tsx',
  }),
  page('lk-orders-order-work', '/lk/orders/:order/:work', {
    ...lk,
    params: order,
    module: 'routes/lk/order-work.tsx',
  }),
  page('lk-orders-sales-work', '/lk/orders/sales/:work', {
    ...lk,
    module: 'routes/lk/sales-order.tsx',
  }),
  page('lk-profile', '/lk/profile', { ...lk, module: 'routes/lk/profile.tsx' }),
  page('lk-service-registration', '/lk/service-registration', {
    ...lk,
    module: 'routes/lk/service-registration.tsx',
  }),
] as const;

const reports = { layout: 'reports', guards: ['authenticated-reports'] } as const;

/** The words under /reports that are a section of the back office, never a lead number. */
export const REPORT_SECTIONS = [
  'auth',
  'export',
  'bookings',
  'reviews',
  'staff',
  'audit',
  'import',
  'content',
] as const;
const isSection = (v: string) => (REPORT_SECTIONS as readonly string[]).includes(v);
// The publications' kinds, and the home banners (decision 0072) drawn by the same two routes.
const isContentKind = (v: string) => /^(news|actions|blog|media|banners)$/.test(v);
const isRecordId = (v: string) => /^[1-9]\d{0,8}$/.test(v);

/** Staff reports (SPEC 2.1, 6: layout and guard exist; DESIGN 5: staff log in to /reports). */
export const REPORT_ROWS = [
  page('reports', '/reports', { ...reports, module: 'routes/reports/index.tsx' }),
  // The staff sign-in, the CSV export and the back office's sections (decision 0060) are fixed
  // words under /reports, never a report.
  page('reports-auth', '/reports/auth', {
    layout: 'reports',
    guards: [],
    module: 'routes/reports/auth.tsx',
  }),
  page('reports-export', '/reports/export', { ...reports, module: 'routes/reports/export.ts' }),
  page('reports-bookings', '/reports/bookings', {
    ...reports,
    module: 'routes/reports/bookings.tsx',
  }),
  page('reports-reviews', '/reports/reviews', { ...reports, module: 'routes/reports/reviews.tsx' }),
  page('reports-staff', '/reports/staff', { ...reports, module: 'routes/reports/staff.tsx' }),
  page('reports-audit', '/reports/audit', { ...reports, module: 'routes/reports/audit.tsx' }),
  // Stock feeds (issue 32): upload a dealer's feed, read its report, set its scheduled address.
  page('reports-import', '/reports/import', { ...reports, module: 'routes/reports/import.tsx' }),
  // Content editors (decision 0068): the lists, an item (new or by number), its preview, a page.
  page('reports-content', '/reports/content', { ...reports, module: 'routes/reports/content.tsx' }),
  page('reports-content-item', '/reports/content/:kind/:item', {
    ...reports,
    params: { kind: isContentKind, item: (v: string) => v === 'new' || isRecordId(v) },
    module: 'routes/reports/content-item.tsx',
  }),
  page('reports-content-preview', '/reports/content/:kind/:item/preview', {
    ...reports,
    params: { kind: isContentKind, item: isRecordId },
    module: 'routes/reports/content-preview.tsx',
  }),
  page('reports-content-page', '/reports/content/pages/:code', {
    ...reports,
    params: { code: (v: string) => /^[a-z0-9][a-z0-9-]{1,40}$/.test(v) },
    module: 'routes/reports/content-page.tsx',
  }),
  page('reports-report', '/reports/:report', {
    ...reports,
    params: { report: (v: string) => !isSection(v) },
    module: 'routes/reports/lead.tsx',
  }),
  page('reports-lead-file', '/reports/:lead/files/:fileId', {
    ...reports,
    params: {
      lead: (v: string) => /^[1-9]\d{0,8}$/.test(v),
      fileId: (v: string) => /^[0-9a-f]{32}$/.test(v),
    },
    module: 'routes/reports/lead-file.ts',
  }),
] as const;

const iframe = { layout: 'clear' } as const;

// The form of a services page alone (the page is named by the embed's path).
const servicesForm = { ...iframe, module: 'routes/iframe/services-form.tsx' } as const;

/** SPEC 2.10 iframe embeds. */
export const IFRAME_ROWS = [
  page('iframe-basket', '/iframe/basket', { ...iframe, module: BASKET_MODULE }),
  page('iframe-catalog-list', '/iframe/catalog_list', {
    ...iframe,
    module: 'routes/iframe/catalog-list.tsx',
    query: EMBED_QUERY_PARAMS,
  }),
  page('iframe-catalog-list-id', '/iframe/catalog_list/:id', {
    ...iframe,
    module: 'routes/iframe/catalog-list-id.tsx',
    query: EMBED_QUERY_PARAMS,
  }),
  page('iframe-item-code', '/iframe/item/:code', {
    ...iframe,
    params: { code: isToken },
    module: 'routes/iframe/item.tsx',
  }),
  page('iframe-ordering', '/iframe/ordering', {
    ...iframe,
    module: ORDERING_MODULE,
    query: ORDERING_QUERY_PARAMS,
  }),
  page('iframe-service-online', '/iframe/service/online', {
    ...iframe,
    module: 'routes/iframe/service-online.tsx',
  }),
  page('iframe-services-insurance', '/iframe/services/insurance', servicesForm),
  page('iframe-services-testdrive', '/iframe/services/testdrive', servicesForm),
] as const;
