// The installable app's server side (issue 33): manifest and offline page.
export { webManifestResponse, appIcon } from './web-manifest.server.ts';
export { offlinePageResponse, OFFLINE_TITLE } from './offline-page.server.tsx';
