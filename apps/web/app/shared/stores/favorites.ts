import { countFavorites } from '@dealer/domain';
import type { ItemId } from '@dealer/domain';
import { createPersistedStore, useStore } from './create-store.ts';
import { EMPTY_VEHICLE_LISTS, hasVehicle, parseIdList, parseVehicleLists, toggleId, toggleVehicle } from './vehicle-lists.ts';
import type { VehicleLists, VehicleRef } from './vehicle-lists.ts';

// SPEC 3, 4: favourite vehicles and favourite accessories, kept in localStorage.
export const favoritesStore = createPersistedStore<VehicleLists>({
  key: 'favorites',
  initial: EMPTY_VEHICLE_LISTS,
  parse: parseVehicleLists,
});

export const favoriteAccessoriesStore = createPersistedStore<readonly ItemId[]>({
  key: 'favoriteAccessories',
  initial: [],
  parse: parseIdList,
});

export function toggleFavorite(vehicle: VehicleRef): void {
  favoritesStore.set((lists) => toggleVehicle(lists, vehicle));
}

export function toggleFavoriteAccessory(id: ItemId): void {
  favoriteAccessoriesStore.set((list) => toggleId(list, id));
}

/** Empties both lists (clear-all and logout, SPEC 4). */
export function clearFavorites(): void {
  favoritesStore.set(EMPTY_VEHICLE_LISTS);
  favoriteAccessoriesStore.set([]);
}

/** SPEC 2.12: favourite vehicles of every type plus favourite accessories. */
export function useFavoritesCount(): number {
  const vehicles = useStore(favoritesStore);
  const accessories = useStore(favoriteAccessoriesStore);
  return countFavorites(vehicles, accessories);
}

export function useIsFavorite(vehicle: VehicleRef): boolean {
  return useStore(favoritesStore, (lists) => hasVehicle(lists, vehicle));
}

export function useIsFavoriteAccessory(id: ItemId): boolean {
  return useStore(favoriteAccessoriesStore, (list) => list.includes(id));
}
