import { LRUCache } from 'lru-cache';
import { data } from 'react-router';
import type { MetaDescriptor, RouterContextProvider } from 'react-router';
import type { VehicleCard, VehicleDetail } from '@dealer/contract';
import { cityName, holdingDisplayName, isNumericId, isVin, vehicleTitle } from '@dealer/domain';
import type { CityCode, HoldingId } from '@dealer/domain';
import type { ApiClient } from '../../shared/api/client.server.ts';
import { apiContext } from '../../shared/api/context.ts';
import { tileOf } from '../../shared/catalog/tile-data.ts';
import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import { cardMeta } from './card-meta.ts';
import { cardCrumbs } from './crumbs.ts';
import type { Crumb } from './crumbs.ts';
import { vehicleJsonLd } from './json-ld.ts';

const SIMILAR_COUNT = 6;
const SIMILAR_TTL_MS = 60_000;

export interface CardData {
  vehicle: VehicleDetail;
  crumbs: Crumb[];
  /** The card's h1: mark, model and modification. */
  title: string;
  /** The canonical card address (a price-tag view points at /catalog/{id}/). */
  canonical: string;
  /**
   * Title, description and links of the head, and the vehicle's JSON-LD (React Router's Meta writes
   * it), built here: the browser only shows them (their builders would be half a kilobyte of every
   * card's JavaScript).
   */
  meta: MetaDescriptor[];
  /** Streamed as tiles: the first paint does not wait for it. */
  similar: Promise<VehicleTileData[]>;
}

interface SimilarAsk {
  api: ApiClient;
  vehicle: VehicleDetail;
  /** The visitor's city: its vehicles come first, then the holding's others. */
  city: CityCode;
}

/**
 * The lists of similar vehicles: the same for every card of one holding, section, condition, mark
 * and visitor's city, so a crawler walking the cards asks the API for each list once a minute, not once per card.
 * A failed call is not kept.
 */
const similarLists = new LRUCache<string, VehicleCard[], SimilarAsk>({
  max: 2000,
  ttl: SIMILAR_TTL_MS,
  async fetchMethod(key, _stale, { context: { api, vehicle, city } }) {
    const list = await api.get('/catalog', {
      query: {
        category: vehicle.category,
        condition: vehicle.condition,
        mark: vehicle.mark.code,
        near: city,
        perPage: SIMILAR_COUNT + 1,
        facets: false,
      },
    });
    if (!list) throw new Error(`No list of similar vehicles: ${key}`);
    return list.items;
  },
});

/**
 * A similar vehicle's tile: one object per kept vehicle, so the server writes its HTML once while
 * the list is kept (SimilarVehicles). A kept vehicle belongs to one holding's list.
 */
const tiles = new WeakMap<VehicleCard, VehicleTileData>();
function similarTile(holdingId: HoldingId, item: VehicleCard): VehicleTileData {
  let tile = tiles.get(item);
  if (!tile)
    tiles.set(item, (tile = tileOf(item, builtHref(holdingId, 'catalog-id', { id: item.id }))));
  return tile;
}

/** Vehicles like this one: the same section, condition and mark, the visitor's city first, this one left out. */
async function loadSimilar(
  context: Readonly<RouterContextProvider>,
  vehicle: VehicleDetail,
): Promise<VehicleCard[]> {
  const { holdingId, city } = context.get(siteContext);
  const key = [holdingId, city, vehicle.category, vehicle.condition, vehicle.mark.code].join('|');
  try {
    const list = await similarLists.fetch(key, {
      context: { api: context.get(apiContext), vehicle, city },
    });
    return (list ?? []).filter((item) => item.id !== vehicle.id).slice(0, SIMILAR_COUNT);
  } catch {
    return []; // similar vehicles are extra: their failure never takes the card down
  }
}

/**
 * The vehicle a path names by its number or its VIN (a price tag's QR code carries the VIN, see
 * qr.server.ts). A missing one is a 404 (the API client turns the API's not-found into it); an API
 * that does not answer is a 503, never a page cached as missing.
 */
export async function vehicleOf(
  context: Readonly<RouterContextProvider>,
  id: string,
  url: URL,
): Promise<VehicleDetail> {
  if (!isVin(id) && !isNumericId(id))
    throw data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });
  const api = context.get(apiContext);
  const vehicle = isVin(id)
    ? await api.get('/catalog/vin/:vin', { params: { vin: id.toUpperCase() } })
    : await api.get('/catalog/:id', { params: { id } });
  if (!vehicle) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  return vehicle;
}

/**
 * SPEC 2.3, 2.17: the vehicle of /catalog/{id}/ (or /price-tags/{id or VIN}/). A missing one is a 404
 * (the API client turns the API's not-found into it); a sold one is gone: 410.
 */
export async function loadVehicleCard(
  context: Readonly<RouterContextProvider>,
  id: string,
  url: URL,
  { similar = true } = {},
): Promise<CardData> {
  const { holdingId } = context.get(siteContext);
  const vehicle = await vehicleOf(context, id, url);
  if (vehicle.status === 'sold') throw data(null, { status: 410, statusText: 'Gone' });
  const origin = publicOrigin(context);
  const canonical = `${origin}/catalog/${vehicle.id}/`;
  return {
    vehicle,
    crumbs: cardCrumbs(holdingId, vehicle),
    title: vehicleTitle({
      mark: vehicle.mark.name,
      model: vehicle.model.name,
      modification: vehicle.modification,
    }),
    canonical,
    meta: [
      ...cardMeta({
        vehicle,
        canonical,
        holdingName: holdingDisplayName(holdingId),
        // The city where the vehicle stands, whichever city the visitor chose (issue 29).
        cityPrepositional: cityName(vehicle.city, 'prepositional'),
      }),
      { 'script:ld+json': vehicleJsonLd(vehicle, canonical, origin) },
    ],
    // Never rejects: the card renders it with React's `use`, and a failure there would be the card's.
    similar: !similar
      ? Promise.resolve([])
      : loadSimilar(context, vehicle)
          .then((items) => items.map((item) => similarTile(holdingId, item)))
          .catch(() => []),
  };
}
