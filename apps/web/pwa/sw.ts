/// <reference lib="webworker" />
// The site's service worker, /sw.js with scope / (SPEC 4, 9; decision 0067). Built after the app by
// pwa/build.ts: bundled with Rolldown, its precache list written in by workbox-build.
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { offlineFallback } from 'workbox-recipes';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { documentOfData, reloadDocument } from '../app/shared/navigation/single-fetch.ts';
import { handledAs, keptAnswer, NETWORK_TIMEOUT_SECONDS, OFFLINE_PAGE } from './sw-rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// A new worker takes over at once; the page reloads once it controls (pwa-client.ts).
void self.skipWaiting();
clientsClaim();

// The build's hashed scripts and styles. A release drops the old build's copies; an open tab of the
// old build still finds them at the server, which keeps old hashed files for a week.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Only answers the server gives every visitor are kept (pages and their data). */
const publicOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    keptAnswer(new URL(request.url), response.status, response.headers.get('cache-control'))
      ? response
      : null,
};
const kept = () => [
  publicOnly,
  new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 86_400 }),
];

// Pages: the network first, the last good copy when it does not answer within 3 s or at all.
registerRoute(
  ({ url, request }) => handledAs(url, request.mode, request.method) === 'page',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: kept(),
  }),
);

// A client navigation's data likewise; without a network or a copy the browser loads the page as a
// document instead, which finds its last good copy or the offline page.
const pageData = new NetworkFirst({
  cacheName: 'page-data',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: kept(),
});
registerRoute(
  ({ url, request }) => handledAs(url, request.mode, request.method) === 'data',
  async (options) => {
    try {
      return await pageData.handle(options);
    } catch {
      return reloadDocument(documentOfData(new URL(options.request.url)));
    }
  },
);

// A page with neither network nor copy: the offline page of this holding (its phone), kept at install.
offlineFallback({ pageFallback: OFFLINE_PAGE });
