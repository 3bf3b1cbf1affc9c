// What the listing and embed routes load on the server.
export { loadListing } from './load-listing.server.ts';
export { loadEmbedListing } from './load-embed-listing.server.ts';
