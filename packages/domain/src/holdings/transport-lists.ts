import type { HoldingId } from '../holdings.ts';

// The visitor's compare and favourite lists and how they are counted: the site shell reads these
// on every page, apart from the feature table (features.ts), which only some pages need.

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
