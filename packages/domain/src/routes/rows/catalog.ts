import { VNUKOVO_DEALERS } from '../../constants/catalog.ts';
import { holdingsWith } from '../../holdings/features.ts';
import { LISTING_QUERY_PARAMS } from '../../listing/query.ts';
import { page } from '../define.ts';
import { isSlug, isToken } from '../params.ts';
import { LISTING_MODULE } from './listings.ts';
import {
  COMPARE_QUERY_PARAMS,
  CONTACTS_QUERY_PARAMS,
  FAVORITES_QUERY_PARAMS,
  QR_QUERY_PARAMS,
  REVIEWS_QUERY_PARAMS,
  SEARCH_PAGE_QUERY_PARAMS,
  STORE_QUERY_PARAMS,
} from '../query-params.ts';

/** The baskets and the ordering page, also inside the iframe embed (decision 0069). */
export const BASKET_MODULE = 'routes/store/basket.tsx';
export const ORDERING_MODULE = 'routes/store/ordering.tsx';
export const ORDERING_QUERY_PARAMS = ['basket', 'id'] as const;

/** SPEC 2.6 the item page of the store and parts, also inside the iframe embed. */
const STORE_ITEM_MODULE = 'routes/store/item.tsx';

/** SPEC 2.3 brand pages; a fixed word after the brand outranks a model slug. */
export const BRAND_ROWS = [
  page('brands', '/brands', { module: 'routes/brands/index.tsx' }),
  page('brands-brand', '/brands/:brand', { module: 'routes/brands/brand.tsx' }),
  page('brands-brand-credit', '/brands/:brand/credit', { module: 'routes/brands/credit.tsx' }),
  page('brands-brand-guaranty', '/brands/:brand/guaranty', {
    module: 'routes/brands/guaranty.tsx',
  }),
  page('brands-brand-model', '/brands/:brand/:model', { module: 'routes/brands/model.tsx' }),
  page('brands-brand-model-credit', '/brands/:brand/:model/credit', {
    module: 'routes/brands/model-credit.tsx',
  }),
  page('brands-brand-model-series', '/brands/:brand/:model/:series', {
    module: 'routes/brands/series.tsx',
  }),
] as const;

/** SPEC 2.3 catalogue, shopping and utility pages. */
export const SHOPPING_ROWS = [
  // The cars near Vnukovo: a preset over the one listing page (decision 0032).
  page('cars-vnukovo', '/cars-vnukovo', {
    module: LISTING_MODULE,
    query: LISTING_QUERY_PARAMS,
    holdings: [1],
    preset: { category: 'cars', dealer: VNUKOVO_DEALERS, h1: 'Автомобили рядом с Внуково' },
  }),
  // ?form={key} opens a call-to-action form as a section of the card (the way without JavaScript).
  page('catalog-id', '/catalog/:id', { module: 'routes/catalog-id.tsx', query: ['form'] }),
  // The order's page by its signed code (decision 0069).
  page('checkout-id', '/checkout/:id', {
    params: { id: isToken },
    module: 'routes/store/checkout.tsx',
  }),
  page('basket', '/basket', { module: BASKET_MODULE }),
  // The visitor's list goes to the page's loader in the query (decision 0038).
  page('compare', '/compare', { module: 'routes/compare.tsx', query: COMPARE_QUERY_PARAMS }),
  page('favorites', '/favorites', {
    module: 'routes/favorites.tsx',
    query: FAVORITES_QUERY_PARAMS,
  }),
  page('ordering', '/ordering', { module: ORDERING_MODULE, query: ORDERING_QUERY_PARAMS }),
  // Not in SPEC's table: the results of the search box as a page of its own (Enter, or no
  // JavaScript), so a search can be shared and reloaded.
  page('search', '/search', { module: 'routes/search.tsx', query: SEARCH_PAGE_QUERY_PARAMS }),
  // The reservation rules page: SPEC 6 gives reservation rules to the second holding.
  page('reservation', '/reservation', {
    holdings: holdingsWith('reservation-rules'),
    module: 'routes/content/reservation.tsx',
  }),
] as const;

// Staff profiles are named pages; 'en' and 'cn' are the language folders, not names.
const personName = { person: (v: string) => isSlug(v) && v !== 'en' && v !== 'cn' };

/** SPEC 2.3 code-addressed pages and staff profiles. */
export const CODE_ROWS = [
  // Staff only: the session and sign-in of the staff desk (/reports).
  page('slgen', '/slgen', {
    layout: 'reports',
    guards: ['authenticated-reports'],
    module: 'routes/codes/slgen.tsx',
  }),
  // A short link only redirects, so the city is left to the page it leads to.
  page('sl-code', '/sl/:code', {
    guards: [],
    params: { code: isToken },
    module: 'routes/codes/sl.tsx',
  }),
  page('ic-code', '/ic/:code', { params: { code: isToken }, module: 'routes/codes/ic.tsx' }),
  page('item-code', '/item/:code', { params: { code: isToken }, module: STORE_ITEM_MODULE }),
  page('vcard-code', '/vcard/:code', {
    params: { code: isToken },
    module: 'routes/codes/vcard.ts',
  }),
  page('vcard-lang-code', '/vcard/:lang/:code', {
    params: { code: isToken },
    module: 'routes/codes/vcard-lang.ts',
  }),
  page('qr-vin', '/qr/:vin', { module: 'routes/qr-vin.ts', query: QR_QUERY_PARAMS }),
  page('qr-generator-vin', '/qr/generator/:vin', {
    module: 'routes/codes/qr-generator.tsx',
    query: QR_QUERY_PARAMS,
  }),
  page('price-tags-id', '/price-tags/:id', {
    params: { id: isToken },
    module: 'routes/price-tags-id.tsx',
  }),
  page('i-person', '/i/:person', { params: personName, module: 'routes/codes/person.tsx' }),
  page('i-en-person', '/i/en/:person', { module: 'routes/codes/person-en.tsx' }),
  page('i-cn-person', '/i/cn/:person', { module: 'routes/codes/person-cn.tsx' }),
] as const;

/** SPEC 2.5 contacts and reviews; the two top contact pages take the city from the contacts guard. */
export const CONTACT_ROWS = [
  page('contacts', '/contacts', {
    guards: ['city-contacts'],
    module: 'routes/contacts/index.tsx',
    query: CONTACTS_QUERY_PARAMS,
  }),
  page('contacts-code', '/contacts/:code', {
    guards: ['city-contacts'],
    module: 'routes/contacts/city.tsx',
    query: CONTACTS_QUERY_PARAMS,
  }),
  page('contacts-code-dealer', '/contacts/:code/:dealer', {
    module: 'routes/contacts/dealer.tsx',
  }),
  page('contacts-code-dealer-advisers', '/contacts/:code/:dealer/advisers', {
    module: 'routes/contacts/advisers.tsx',
  }),
  page('contacts-code-dealer-advisers-adviser', '/contacts/:code/:dealer/advisers/:adviser', {
    module: 'routes/contacts/adviser.tsx',
  }),
  page('reviews', '/reviews', { module: 'routes/reviews/index.tsx', query: REVIEWS_QUERY_PARAMS }),
  page('reviews-dealer-code', '/reviews/:dealerCode', {
    module: 'routes/reviews/dealer.tsx',
    query: REVIEWS_QUERY_PARAMS,
  }),
  page('reviews-dealer-code-employee-code', '/reviews/:dealerCode/:employeeCode', {
    module: 'routes/reviews/dealer.tsx',
    query: REVIEWS_QUERY_PARAMS,
  }),
] as const;

/** SPEC 2.6 parts and store, each with up to three category levels: one listing module. */
const storeList = { module: 'routes/store/listing.tsx', query: STORE_QUERY_PARAMS } as const;
export const STORE_ROWS = [
  page('parts', '/parts', storeList),
  page('parts-category', '/parts/:category', storeList),
  page('parts-category-subcategory', '/parts/:category/:subcategory', storeList),
  page('parts-category-subcategory-group', '/parts/:category/:subcategory/:group', storeList),
  page('store', '/store', storeList),
  page('store-category', '/store/:category', storeList),
  page('store-category-subcategory', '/store/:category/:subcategory', storeList),
  page('store-category-subcategory-group', '/store/:category/:subcategory/:group', storeList),
] as const;
