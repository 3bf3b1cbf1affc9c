// SPEC 9 constants of the catalogue: fixed SEO price and engine caps, images, QR codes, maps, contacts.

export const MAPS_DEFAULTS = { lang: 'ru_RU', version: 'v3' } as const;

export const PRICE_CEILING_STEP = 50_000;

/** Used-car price caps: 300000..1000000 by 50000, then 1100000 (SPEC 2.4, 9). */
export const PRICE_CEILINGS: readonly number[] = [
  ...Array.from({ length: 15 }, (_, i) => 300_000 + i * PRICE_CEILING_STEP),
  1_100_000,
];

export const CROSSOVER_PRICE_CAPS: readonly number[] = [1_000_000, 1_500_000];

export const OFFROAD_PRICE_CAPS: readonly number[] = [2_000_000, 3_000_000];

/**
 * /cars-vnukovo/: the data has no site at Vnukovo, so the page shows the stock of the first
 * holding's car dealerships within 15 km of it (55.60 N, 37.27 E) by their coordinates (decision 0032).
 */
export const VNUKOVO_DEALERS: readonly string[] = ['vektor-china-mkad', 'vektor-probeg-odintsovo'];

export const MOTO_ENGINE_CAPS: readonly number[] = [125, 150, 200, 250];

export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 414,
  s: 599,
  md: 899,
  lg: 1024,
  mb: 1100,
  xl: 1280,
  b: 1366,
  xxl: 1536,
  sb: 1920,
} as const;

export type ImageBreakpoint = keyof typeof IMAGE_BREAKPOINTS;

export const IMAGE_DENSITIES: readonly number[] = [1, 2];

export const IMAGE_FORMAT = 'webp';

export const IMAGE_UPSCALE = false;

export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;

export type QrLevel = (typeof QR_LEVELS)[number];

export const QR_DEFAULTS = { size: 100, margin: 0, level: 'L' } as const;

/** Footer line of the second holding (SPEC 2.13), shown as is. */
export const SECOND_HOLDING_WORKING_HOURS = 'с 10:00 до 19:00 пн-пт';
