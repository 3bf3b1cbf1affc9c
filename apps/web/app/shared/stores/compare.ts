import { compareCountedTypes, countCompare } from '@dealer/domain';
import type { HoldingId, TransportType } from '@dealer/domain';
import { createPersistedStore, useStore } from './create-store.ts';
import { syncList } from './list-sync.ts';
import {
  EMPTY_VEHICLE_LISTS,
  hasVehicle,
  parseVehicleLists,
  toggleVehicle,
} from './vehicle-lists.ts';
import type { VehicleLists, VehicleRef } from './vehicle-lists.ts';

// SPEC 3: the same four lists as favourites; each holding counts its own types.
export const compareStore = createPersistedStore<VehicleLists>({
  key: 'compare',
  initial: EMPTY_VEHICLE_LISTS,
  parse: parseVehicleLists,
});

/** SPEC 4: applies at once, then (logged in) goes to the server. */
export function toggleCompare(vehicle: VehicleRef): void {
  const added = !hasVehicle(compareStore.get(), vehicle);
  compareStore.set((lists) => toggleVehicle(lists, vehicle));
  void syncList('compare', added ? { add: vehicle.id } : { remove: vehicle.id });
}

/** Empties the compare lists here and (logged in) on the server: DELETE /compare takes the ids (SPEC 7). */
export function clearCompare(): void {
  const ids = Object.values(compareStore.get()).flatMap((list) => list.map((ref) => ref.id));
  compareStore.set(EMPTY_VEHICLE_LISTS);
  void syncList('compare', { removeAll: ids });
}

/** SPEC 3: the first holding counts all four types, the second cars and quad bikes only. */
export function useCompareCount(holdingId: HoldingId): number {
  return useStore(compareStore, (lists) => countCompare(holdingId, lists));
}

export function useIsCompared(vehicle: VehicleRef): boolean {
  return useStore(compareStore, (lists) => hasVehicle(lists, vehicle));
}

/** The transport types a holding compares, for the compare page. */
export function comparedTypes(holdingId: HoldingId): readonly TransportType[] {
  return compareCountedTypes(holdingId);
}
