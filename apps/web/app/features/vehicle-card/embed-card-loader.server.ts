import type { RouterContextProvider } from 'react-router';
import {
  EMBED_BACK_LABEL,
  EMBED_LIST_PATH,
  listingHref,
  parseEmbedListing,
  vehicleInEmbed,
} from '@dealer/domain';
import { notFound } from '../../shared/navigation/chain.server.ts';
import { loadVehicleCard } from './card-loader.server.ts';
import type { CardData } from './card-loader.server.ts';

export interface EmbedCardData extends Omit<CardData, 'similar'> {
  /** The link back to the embed's list, in the state the visitor left it (its narrowing always). */
  back: { href: string; label: string };
}

/**
 * SPEC 2.10: the card of /iframe/catalog_list/{id}/. Its query is the list's it was opened from;
 * a malformed one, or a vehicle outside the embed's narrowing, is a 404; missing and sold behave
 * as on /catalog/{id}/ (404, 410).
 */
export async function loadEmbedCard(
  context: Readonly<RouterContextProvider>,
  id: string,
  url: URL,
): Promise<EmbedCardData> {
  const state = parseEmbedListing(url.searchParams);
  if (!state) throw notFound(url.pathname);
  // Similar vehicles are left out: they would lead out of the embed's narrowing.
  const { similar: _none, ...card } = await loadVehicleCard(context, id, url, { similar: false });
  if (!vehicleInEmbed(card.vehicle, state.embed)) throw notFound(url.pathname);
  return {
    ...card,
    back: {
      href: listingHref(state.query, { path: EMBED_LIST_PATH, embed: state.embed }),
      label: EMBED_BACK_LABEL,
    },
  };
}
