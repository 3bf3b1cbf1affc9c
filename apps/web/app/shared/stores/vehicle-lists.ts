import { TRANSPORT_TYPES } from '@dealer/domain';
import type { ItemId, TransportType } from '@dealer/domain';

/** SPEC 3: a favourite or compared vehicle. */
export interface VehicleRef {
  id: ItemId;
  typeOfTransport: TransportType;
}

/** The four lists of favourites and compare, by transport type. */
export type VehicleLists = Readonly<Record<TransportType, readonly VehicleRef[]>>;

export const EMPTY_VEHICLE_LISTS: VehicleLists = { cars: [], moto: [], atv: [], 'jet-ski': [] };

function isItemId(value: unknown): value is ItemId {
  return typeof value === 'string' || typeof value === 'number';
}

/** Reads stored lists, keeping only well-formed entries; anything but an object is unreadable. */
export function parseVehicleLists(raw: string): VehicleLists | undefined {
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const source = parsed as Record<string, unknown>;
  const out: Record<TransportType, VehicleRef[]> = { cars: [], moto: [], atv: [], 'jet-ski': [] };
  for (const type of TRANSPORT_TYPES) {
    const list = source[type];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const id = (entry as { id?: unknown } | null)?.id;
      if (isItemId(id)) out[type].push({ id, typeOfTransport: type });
    }
  }
  return out;
}

export function parseIdList(raw: string): readonly ItemId[] | undefined {
  const parsed: unknown = JSON.parse(raw);
  return Array.isArray(parsed) ? parsed.filter(isItemId) : undefined;
}

export function hasVehicle(lists: VehicleLists, ref: VehicleRef): boolean {
  return lists[ref.typeOfTransport].some((entry) => entry.id === ref.id);
}

/** Adds the vehicle to its type's list, or removes it when it is there already. */
export function toggleVehicle(lists: VehicleLists, ref: VehicleRef): VehicleLists {
  const list = lists[ref.typeOfTransport];
  const next = hasVehicle(lists, ref)
    ? list.filter((entry) => entry.id !== ref.id)
    : [...list, { id: ref.id, typeOfTransport: ref.typeOfTransport }];
  return { ...lists, [ref.typeOfTransport]: next };
}

export function toggleId(list: readonly ItemId[], id: ItemId): readonly ItemId[] {
  return list.includes(id) ? list.filter((entry) => entry !== id) : [...list, id];
}
