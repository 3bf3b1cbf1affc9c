// What the home route loads on the server for its catalogue blocks.
export { loadHomeCatalog } from './load-home-catalog.server.ts';
