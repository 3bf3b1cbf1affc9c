import type { RouterContextProvider } from 'react-router';
import { holdingExposes } from '@dealer/domain';
import type { HoldingId, RouteName } from '@dealer/domain';
import { apiContext } from '../api/context.ts';
import { siteContext } from '../site/context.ts';
import { footerColumns, policyLinks } from './footer/footer-links.ts';
import { builtHref, builtPath } from './route-links.ts';
import { loadMenuData } from './menu/menu-data.server.ts';
import type { MenuData } from './menu/menu-data.ts';
import { resolveLinks, resolveMenu, TOP_LINKS } from './menu/menu-model.ts';
import type { MenuLink } from './menu/menu-model.ts';
import { pack, withValue } from '../api/packed.ts';
import type { PackedShell, ShellData, ShellLinks, ShellPages } from './shell-links.ts';

function shellPages(holdingId: HoldingId): ShellPages {
  const link = (name: Parameters<typeof builtHref>[1]) => builtHref(holdingId, name);
  return {
    en: holdingExposes(holdingId, 'en-link') ? link('en-about') : null,
    serviceOnline: link('service-online'),
    testDrive: link('services-testdrive'),
    lk: link('lk'),
    lkProfile: link('lk-profile'),
    lkGarage: link('lk-garage'),
    lkOrders: link('lk-orders'),
    lkLoyalty: link('lk-loyalty'),
    favorites: link('favorites'),
    compare: link('compare'),
    basket: link('basket'),
    mobileApp: link('mobileapp'),
    search: link('search'),
  };
}

/** The link lists live on the server: the browser gets only the entries of built pages. */
export function shellLinks(holdingId: HoldingId): ShellLinks {
  const linkOf = (path: string) => builtPath(holdingId, path);
  return {
    top: resolveLinks(holdingId, TOP_LINKS, linkOf),
    footer: footerColumns(holdingId, linkOf),
    policies: policyLinks(holdingId, linkOf),
    pages: shellPages(holdingId),
  };
}

// The shell of a holding follows from its menu data alone (the route table is fixed in a build):
// resolved once per menu answer, not on every page (a fifth of a cold page's own work was this).
const shells = new Map<HoldingId, { data: MenuData; shell: ShellData; packed: PackedShell }>();

function keptShell(holdingId: HoldingId, data: MenuData) {
  let kept = shells.get(holdingId);
  if (kept?.data === data) return kept;
  // Frozen: every page of the holding renders this one object (unpack hands it over), so no page
  // may change what the next one shows.
  const shell = deepFreeze<ShellData>({
    menu: resolveMenu(holdingId, data, (path) => builtPath(holdingId, path)),
    links: shellLinks(holdingId),
  });
  shells.set(holdingId, (kept = { data, shell, packed: pack(shell) }));
  return kept;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The shell of a holding for one answer of its menu data; the same object while that answer lasts. */
export function shellOf(holdingId: HoldingId, data: MenuData): ShellData {
  return keptShell(holdingId, data).shell;
}

/**
 * The layouts' answer for one menu answer: the shell's text (the same string while that answer
 * lasts), with the kept shell beside it for the server's render (unpack).
 */
export function shellAnswer(holdingId: HoldingId, data: MenuData): { shell: PackedShell } {
  const { shell, packed } = keptShell(holdingId, data);
  return withValue({ shell: packed }, 'shell', shell);
}

/** The shell of the request's holding, for a page that lists its links (the site map). */
export async function loadShellData(context: Readonly<RouterContextProvider>): Promise<ShellData> {
  const { holdingId } = context.get(siteContext);
  return shellOf(holdingId, await loadMenuData(context.get(apiContext), holdingId));
}

/** The loader of the layouts with the site shell: the shell packed (unpacked in the layout). */
export async function loadShell(
  context: Readonly<RouterContextProvider>,
): Promise<{ shell: PackedShell }> {
  const { holdingId } = context.get(siteContext);
  return shellAnswer(holdingId, await loadMenuData(context.get(apiContext), holdingId));
}

/** A section's own navigation entries (about, personal area, English pages) of built pages. */
export function builtEntries(
  holdingId: HoldingId,
  entries: readonly { label: string; route: RouteName }[],
): MenuLink[] {
  return entries.flatMap(({ label, route }) => {
    const href = builtHref(holdingId, route);
    return href ? [{ label, href }] : [];
  });
}

/** The layout loader with a section navigation beside the shell. */
export async function loadSectionShell(
  context: Readonly<RouterContextProvider>,
  entries: readonly { label: string; route: RouteName }[],
): Promise<{ shell: PackedShell; section: MenuLink[] }> {
  const { holdingId } = context.get(siteContext);
  const { shell, packed } = keptShell(
    holdingId,
    await loadMenuData(context.get(apiContext), holdingId),
  );
  return withValue({ shell: packed, section: builtEntries(holdingId, entries) }, 'shell', shell);
}
