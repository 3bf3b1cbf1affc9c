import { countFavorites } from '@dealer/domain';
import type { ItemId } from '@dealer/domain';
import { createPersistedStore, useStore } from './create-store.ts';
import { syncList } from './list-sync.ts';
import {
  EMPTY_VEHICLE_LISTS,
  hasVehicle,
  parseIdList,
  parseVehicleLists,
  toggleId,
  toggleVehicle,
} from './vehicle-lists.ts';
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

/** SPEC 4: applies at once, then (logged in) goes to the server. */
export function toggleFavorite(vehicle: VehicleRef): void {
  const added = !hasVehicle(favoritesStore.get(), vehicle);
  favoritesStore.set((lists) => toggleVehicle(lists, vehicle));
  void syncList('favorite', added ? { add: vehicle.id } : { remove: vehicle.id });
}

export function toggleFavoriteAccessory(id: ItemId): void {
  const added = !favoriteAccessoriesStore.get().includes(id);
  favoriteAccessoriesStore.set((list) => toggleId(list, id));
  void syncList('store-favorite', added ? { add: id } : { remove: id });
}

/** Empties both lists in this browser only (logout, SPEC 4). */
export function clearFavorites(): void {
  favoritesStore.set(EMPTY_VEHICLE_LISTS);
  favoriteAccessoriesStore.set([]);
}

/** The visitor's «clear all» (SPEC 4): the server gets deleteAll for both lists, the local lists empty. */
export function clearAllFavorites(): void {
  clearFavorites();
  void syncList('favorite', { deleteAll: true });
  void syncList('store-favorite', { deleteAll: true });
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
