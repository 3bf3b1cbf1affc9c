import type { RouterContextProvider } from 'react-router';
import { COMPARE_QUERY_PARAMS } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { vehiclesByIds } from '../../shared/lists/by-ids.server.ts';
import type { ListAnswer } from '../../shared/lists/list-answer.ts';
import { loadList } from '../../shared/lists/load-list.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import { comparedVehicle } from './compare-data.ts';
import type { ComparedVehicle } from './compare-data.ts';

export interface CompareData {
  /** The empty state's link, resolved here so the route table stays out of the browser. */
  catalogHref: string | null;
  /** The vehicles the URL names (`?vehicles=…`), null when it names none. */
  list: ListAnswer<ComparedVehicle[]> | null;
}

/**
 * /compare/ (and /lk/compare/): the page's link, and the vehicles of the list its URL names; the
 * page asks for the visitor's stored list after hydration (useListView).
 */
export async function loadCompare(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<CompareData> {
  const { holdingId } = context.get(siteContext);
  const api = context.get(apiContext);
  const list = await loadList(new URL(request.url), COMPARE_QUERY_PARAMS, async ({ vehicles }) =>
    (await vehiclesByIds(api, vehicles)).map((v) =>
      comparedVehicle(v, builtHref(holdingId, 'catalog-id', { id: v.id })),
    ),
  );
  return { catalogHref: builtHref(holdingId, 'cars'), list };
}
