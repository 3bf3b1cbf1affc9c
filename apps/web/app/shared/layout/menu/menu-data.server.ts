import type { HoldingId } from '@dealer/domain';
import type { ApiClient } from '../../api/client.server.ts';
import { EMPTY_MENU_DATA, parseBrands, parseCategories } from './menu-data.ts';
import type { MenuData } from './menu-data.ts';

// The brands and category trees change rarely; one answer per holding serves a minute of pages.
const TTL_MS = 60_000;
const cache = new Map<HoldingId, { at: number; data: Promise<MenuData> }>();

async function fetchMenuData(api: ApiClient): Promise<MenuData> {
  // A failed or missing list is simply no list (the menu never takes a page down).
  const [brands, categories] = await Promise.all([
    api.get('/brands', { optional: true }),
    api.get('/store/categories', { optional: true }),
  ]);
  return {
    brands: parseBrands(brands),
    store: parseCategories(categories?.store),
    parts: parseCategories(categories?.parts),
  };
}

/** SPEC 4: the brands and store/parts data of the menus, from the API, cached per holding. */
export function loadMenuData(
  api: ApiClient,
  holdingId: HoldingId,
  now = Date.now(),
): Promise<MenuData> {
  const hit = cache.get(holdingId);
  if (hit && now - hit.at < TTL_MS) return hit.data;
  const data = fetchMenuData(api).catch(() => EMPTY_MENU_DATA);
  cache.set(holdingId, { at: now, data });
  return data;
}
