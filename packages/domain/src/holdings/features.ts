import type { HoldingId } from '../holdings.ts';

/** What one holding shows and the other does not (SPEC 2.4, 2.7, 2.8, 2.11, 2.13, 4, 6). */
export const HOLDING_FEATURES = {
  electro: [1],
  moto: [1],
  'jet-ski': [1],
  investors: [1],
  compliance: [1],
  corporate: [1],
  /** The EN link in header and side menu, and the /en pages it leads to. */
  'en-link': [1],
  /** The header's city choice (issue 29: both holdings have dealers in both cities). */
  'city-button': [1, 2],
  /** Loyalty entry of the user menu and the /lk/loyalty page. */
  loyalty: [1],
  /** /commercial/semi-trailers is linked from the header of the first holding only. */
  'header-semi-trailers': [1],
  /** The city popup looks the visitor's IP up on the first holding only (SPEC 4). */
  'ip-city-lookup': [1],
  atv: [2],
  commission: [2],
  'reservation-rules': [2],
  'services-pay': [2],
  'services-commercial': [2],
  fleet: [2],
  /** Footer line «с 10:00 до 19:00 пн-пт». */
  'footer-working-hours': [2],
} as const satisfies Record<string, readonly HoldingId[]>;

export type HoldingFeature = keyof typeof HOLDING_FEATURES;

export function holdingExposes(id: HoldingId, feature: HoldingFeature): boolean {
  const holdings: readonly HoldingId[] = HOLDING_FEATURES[feature];
  return holdings.includes(id);
}

/** The holdings a feature exists on, for route rows. */
export function holdingsWith(feature: HoldingFeature): readonly HoldingId[] {
  return HOLDING_FEATURES[feature];
}
