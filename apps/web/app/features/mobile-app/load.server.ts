import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { holdingDisplayName, href } from '@dealer/domain';
import { env } from '../../shared/config/env.server.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import { cameFromTopBanner, downloadRedirect } from './stores.ts';
import type { AppStores } from './stores.ts';

/** What every app page shows: the holding's name, its stores and the links between the pages. */
export interface AppPageData {
  holdingName: string;
  stores: AppStores;
  qrSrc: string | null;
  downloadHref: string | null;
  promoHref: string | null;
  fromTopBanner: boolean;
}

function pageData(context: Readonly<RouterContextProvider>, url: URL): AppPageData {
  const { holdingId } = context.get(siteContext);
  return {
    holdingName: holdingDisplayName(holdingId),
    stores: env.mobileAppStores[holdingId],
    qrSrc: builtHref(holdingId, 'mobileapp-qr'),
    downloadHref: builtHref(holdingId, 'mobileapp-download'),
    promoHref: builtHref(holdingId, 'mobileapp'),
    fromTopBanner: cameFromTopBanner(url.searchParams),
  };
}

/** /mobileapp: the promotion page, the same for every visitor; ?top-banner and the like share its canonical URL. */
export function loadPromo(
  context: Readonly<RouterContextProvider>,
  request: Request,
): AppPageData & { canonical: string } {
  const url = new URL(request.url);
  return { ...pageData(context, url), canonical: publicOrigin(context) + href('mobileapp') };
}

/** The page of /mobileapp/download differs by User-Agent: never kept in a shared cache. */
export const DOWNLOAD_HEADERS = {
  'cache-control': 'private, no-store',
  vary: 'User-Agent',
} as const;

/** /mobileapp/download: a phone goes on to its store, a desktop or a phone without its store gets the page. */
export function loadDownload(context: Readonly<RouterContextProvider>, request: Request) {
  const url = new URL(request.url);
  const page = pageData(context, url);
  const target = downloadRedirect(request.headers.get('user-agent'), page.stores, url.search);
  if (target) throw redirect(target, { status: 302, headers: DOWNLOAD_HEADERS });
  return data(page, { headers: DOWNLOAD_HEADERS });
}

/** /mobileapp/download/ios: the App Store when the app is there, else the page with the instructions. */
export function loadIos(context: Readonly<RouterContextProvider>, request: Request): AppPageData {
  const page = pageData(context, new URL(request.url));
  if (page.stores.appStore) throw redirect(page.stores.appStore, 302);
  return page;
}
