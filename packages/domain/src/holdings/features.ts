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
  'city-button': [1],
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

export const TRANSPORT_TYPES = ['cars', 'moto', 'atv', 'jet-ski'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];
/** Favourite or compare lists by transport type (SPEC 3). */
export type TransportLists = Readonly<Partial<Record<TransportType, readonly unknown[]>>>;

const COMPARE_COUNTED: Readonly<Record<HoldingId, readonly TransportType[]>> = {
  1: TRANSPORT_TYPES,
  2: ['cars', 'atv'],
};

/** SPEC 3: the first holding counts all four types, the second cars and quad bikes only. */
export function compareCountedTypes(id: HoldingId): readonly TransportType[] {
  return COMPARE_COUNTED[id];
}

export function countCompare(id: HoldingId, lists: TransportLists): number {
  return COMPARE_COUNTED[id].reduce((sum, type) => sum + (lists[type]?.length ?? 0), 0);
}

/** SPEC 2.12: the favourites count is the favourite vehicles plus the favourite accessories. */
export function countFavorites(
  lists: TransportLists,
  accessoryIds: readonly unknown[] = [],
): number {
  const vehicles = TRANSPORT_TYPES.reduce((sum, type) => sum + (lists[type]?.length ?? 0), 0);
  return vehicles + accessoryIds.length;
}
