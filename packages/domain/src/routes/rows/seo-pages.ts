import {
  CROSSOVER_PRICE_CAPS,
  MOTO_ENGINE_CAPS,
  OFFROAD_PRICE_CAPS,
  PRICE_CEILINGS,
} from '../../constants/catalog.ts';
import { formatRub } from '../../format/price.ts';
import { holdingsWith } from '../../holdings/features.ts';
import { page, type RowOptions } from '../define.ts';
import { LISTING_QUERY_PARAMS } from '../../listing/query.ts';
import { LISTING_MODULE } from './listings.ts';
import { isSeoMark } from '../params.ts';
import { CAR_COLORS, COMMERCIAL_PAGES, MOTO_CLASSES } from './seo-lists.ts';

/** A fixed SEO page: a preset over the one listing page module. */
function seoPage<const N extends string, const P extends string>(
  name: N,
  path: P,
  options: RowOptions,
) {
  return page(name, path, { ...options, module: LISTING_MODULE, query: LISTING_QUERY_PARAMS });
}

/** SPEC 2.4 used-car price caps; their slugs are the ones a mark parameter rejects. */
const PRICE_ROWS = PRICE_CEILINGS.map((price) =>
  seoPage(`cars-used-price-do-${price}`, `/cars/used/price-do-${price}`, {
    preset: {
      category: 'cars',
      condition: 'used',
      priceTo: price,
      h1: `Автомобили с пробегом до ${formatRub(price)}`,
    },
  }),
);

const BODY_PRICE_ROWS = [
  ...CROSSOVER_PRICE_CAPS.map((price) =>
    seoPage(`cars-crossover-do-${price}`, `/cars/crossover-do-${price}`, {
      preset: {
        category: 'cars',
        bodyType: 'crossover',
        priceTo: price,
        h1: `Кроссоверы до ${formatRub(price)}`,
      },
    }),
  ),
  ...OFFROAD_PRICE_CAPS.map((price) =>
    seoPage(`cars-offroad-do-${price}`, `/cars/offroad-do-${price}`, {
      preset: {
        category: 'cars',
        bodyType: 'suv',
        priceTo: price,
        h1: `Внедорожники до ${formatRub(price)}`,
      },
    }),
  ),
];

// Colour pages put a fixed colour word after the mark; new and used stay listing conditions.
const seoMark = { mark: isSeoMark };

const COLOR_ROWS = [
  seoPage('seo-pages-cars-color', '/seo-pages/cars/color', {
    preset: { category: 'cars', h1: 'Автомобили по цветам' },
  }),
  ...CAR_COLORS.map(({ slug, adjective }) =>
    seoPage(`cars-color-${slug}`, `/cars/${slug}`, {
      preset: { category: 'cars', colorGroup: slug, h1: `${adjective} автомобили` },
    }),
  ),
  ...CAR_COLORS.map(({ slug, adjective }) =>
    seoPage(`cars-mark-color-${slug}`, `/cars/:mark/${slug}`, {
      params: seoMark,
      preset: { category: 'cars', colorGroup: slug, h1: `${adjective} автомобили {mark}` },
    }),
  ),
  ...CAR_COLORS.map(({ slug, adjective }) =>
    seoPage(`cars-mark-model-color-${slug}`, `/cars/:mark/:model/${slug}`, {
      params: seoMark,
      preset: { category: 'cars', colorGroup: slug, h1: `${adjective} {mark} {model}` },
    }),
  ),
  seoPage('cars-mark-year', '/cars/:mark/year/:year', {
    params: seoMark,
    preset: { category: 'cars', h1: 'Автомобили {mark} {year} года' },
  }),
];

const CARS_FLAG_ROWS = [
  seoPage('cars-sale', '/cars/sale', {
    preset: { category: 'cars', flags: ['sale'], h1: 'Автомобили со скидкой' },
  }),
  seoPage('cars-vat', '/cars/vat', {
    preset: { category: 'cars', flags: ['vat'], h1: 'Автомобили с НДС' },
  }),
  seoPage('cars-on-sale-soon', '/cars/on-sale-soon', {
    preset: { category: 'cars', flags: ['on-sale-soon'], h1: 'Скоро в продаже' },
  }),
  seoPage('cars-new-promo', '/cars/new/promo', {
    preset: {
      category: 'cars',
      condition: 'new',
      flags: ['promo'],
      h1: 'Спецпредложения на новые автомобили',
    },
  }),
];

const COMMERCIAL_ROWS = COMMERCIAL_PAGES.map(({ slug, preset }) =>
  seoPage(`commercial-${slug}`, `/commercial/${slug}`, {
    preset: { category: 'commercial', ...preset },
  }),
);

const moto = holdingsWith('moto');

const MOTO_ROWS = [
  ...MOTO_CLASSES.map(({ slug, h1 }) =>
    seoPage(`moto-${slug}`, `/moto/${slug}`, {
      holdings: moto,
      preset: { category: 'moto', motoClass: slug, h1 },
    }),
  ),
  ...MOTO_ENGINE_CAPS.map((volume) =>
    seoPage(`moto-engine-do-${volume}`, `/moto/engine-do-${volume}`, {
      holdings: moto,
      preset: { category: 'moto', engineVolumeTo: volume, h1: `Мотоциклы до ${volume} см³` },
    }),
  ),
];

/**
 * SPEC 2.4 fixed SEO pages: presets over the one listing feature. An h1 may hold {mark}, {model}
 * and {year}, filled from the URL by presetH1().
 */
export const SEO_ROWS = [
  ...PRICE_ROWS,
  ...BODY_PRICE_ROWS,
  ...COLOR_ROWS,
  ...CARS_FLAG_ROWS,
  ...COMMERCIAL_ROWS,
  ...MOTO_ROWS,
] as const;
