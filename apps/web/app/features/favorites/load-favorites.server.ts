import type { RouterContextProvider } from 'react-router';
import { FAVORITES_QUERY_PARAMS } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { storeItemsByIds, vehiclesByIds } from '../../shared/lists/by-ids.server.ts';
import type { ListAnswer } from '../../shared/lists/list-answer.ts';
import { loadList } from '../../shared/lists/load-list.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import { accessoryOf, favoriteTile } from './favorites-data.ts';
import type { FavoriteItems } from './favorites-data.ts';

export interface FavoritesData {
  /** The empty state's link, resolved here so the route table stays out of the browser. */
  catalogHref: string | null;
  /** The vehicles and accessories the URL names (`?vehicles=…&accessories=…`), null when it names none. */
  list: ListAnswer<FavoriteItems> | null;
}

/**
 * /favorites/ (and /lk/favorites/): the page's link, and the items of the lists its URL names; the
 * page asks for the visitor's stored lists after hydration (useListView).
 */
export async function loadFavorites(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<FavoritesData> {
  const { holdingId } = context.get(siteContext);
  const api = context.get(apiContext);
  const list = await loadList(
    new URL(request.url),
    FAVORITES_QUERY_PARAMS,
    async ({ vehicles, accessories }) => {
      const [cars, items] = await Promise.all([
        vehiclesByIds(api, vehicles),
        storeItemsByIds(api, accessories),
      ]);
      return {
        vehicles: cars.map((v) =>
          favoriteTile(v, builtHref(holdingId, 'catalog-id', { id: v.id })),
        ),
        accessories: items.map((item) =>
          accessoryOf(item, builtHref(holdingId, 'item-code', { code: item.id })),
        ),
      };
    },
  );
  return { catalogHref: builtHref(holdingId, 'cars'), list };
}
