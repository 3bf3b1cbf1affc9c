import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/links.ts';
import { vehiclesByIds } from '../../shared/lists/by-ids.server.ts';
import { parseIdsParam } from '../../shared/lists/ids-param.ts';
import { siteContext } from '../../shared/site/context.ts';
import { comparedVehicle } from './compare-data.ts';
import type { ComparedVehicle } from './compare-data.ts';

export interface CompareData {
  /** Null on the page's own HTML: the visitor's list is asked for after hydration. */
  vehicles: ComparedVehicle[] | null;
  /** The empty state's link, resolved here so the route table stays out of the browser. */
  catalogHref: string | null;
}

/** /compare/?ids=…: the compared vehicles the visitor's list names; without ids, nothing (the page's HTML). */
export async function loadCompare(context: Readonly<RouterContextProvider>, url: URL): Promise<CompareData> {
  const { holdingId } = context.get(siteContext);
  const catalogHref = builtHref(holdingId, 'cars');
  const ids = parseIdsParam(url.searchParams.get('ids'));
  if (ids.length === 0) return { vehicles: null, catalogHref };
  const vehicles = await vehiclesByIds(context.get(apiContext), ids);
  return { vehicles: vehicles.map((v) => comparedVehicle(v, builtHref(holdingId, 'catalog-id', { id: v.id }))), catalogHref };
}
