// What the route modules may use of the search-engine files: their responses.
export {
  robotsResponse,
  sitemapFileResponse,
  sitemapIndexResponse,
} from './load-sitemap.server.ts';
