import type { RouterContextProvider } from 'react-router';
import type { HoldingId } from '@dealer/domain';
import { apiContext } from '../api/context.ts';
import { siteContext } from '../site/context.ts';
import { footerColumns, policyLinks } from './footer/footer-links.ts';
import type { FooterColumn } from './footer/footer-links.ts';
import { builtPath } from './links.ts';
import { loadMenuData } from './menu/menu-data.server.ts';
import { resolveLinks, resolveMenu, TOP_LINKS } from './menu/menu-model.ts';
import type { MenuLink, MenuSection } from './menu/menu-model.ts';


/** The static links of the chrome, resolved to built pages. */
export interface ShellLinks {
  /** SPEC 2.11 top links (also at the bottom of the side menu). */
  top: readonly MenuLink[];
  /** SPEC 2.13 sections Каталог, Услуги, О компании. */
  footer: readonly FooterColumn[];
  policies: readonly MenuLink[];
}

/** What a layout with the full header hands its shell. */
export interface ShellData {
  menu: readonly MenuSection[];
  links: ShellLinks;
}

/** The link lists live on the server: the browser gets only the entries of built pages. */
export function shellLinks(holdingId: HoldingId): ShellLinks {
  const linkOf = (path: string) => builtPath(holdingId, path);
  return {
    top: resolveLinks(holdingId, TOP_LINKS, linkOf),
    footer: footerColumns(holdingId, linkOf),
    policies: policyLinks(holdingId, linkOf),
  };
}

/** The loader of the layouts with the site shell. */
export async function loadShell(context: Readonly<RouterContextProvider>): Promise<ShellData> {
  const { holdingId } = context.get(siteContext);
  const data = await loadMenuData(context.get(apiContext), holdingId);
  return {
    menu: resolveMenu(holdingId, data, (path) => builtPath(holdingId, path)),
    links: shellLinks(holdingId),
  };
}
