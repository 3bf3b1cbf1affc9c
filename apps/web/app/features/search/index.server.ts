// What the search results route loads on the server.
export { loadSearchPage } from './load-search-page.server.ts';
