import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../api/context.ts';
import { siteContext } from '../site/context.ts';
import { builtPath } from './links.ts';
import { loadMenuData } from './menu/menu-data.server.ts';
import { resolveMenu } from './menu/menu-model.ts';
import type { MenuSection } from './menu/menu-model.ts';

/** What a layout with the full header hands its shell: the main sections, resolved to built pages. */
export interface ShellData {
  menu: readonly MenuSection[];
}

/** The loader of the layouts with the site shell; only built pages survive, so the HTML stays small. */
export async function loadShell(context: Readonly<RouterContextProvider>): Promise<ShellData> {
  const { holdingId } = context.get(siteContext);
  const data = await loadMenuData(context.get(apiContext), holdingId);
  return { menu: resolveMenu(holdingId, data, (path) => builtPath(holdingId, path)) };
}
