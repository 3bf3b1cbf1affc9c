// What the mobile-app routes load on the server.
export { loadDownload, loadIos, loadPromo } from './load.server.ts';
