import { sitemapIndexResponse } from '../../features/seo/index.server.ts';
import type { Route } from './+types/sitemap-xml';

// /sitemap.xml: the sitemap index of the holding.
export function loader({ context }: Route.LoaderArgs) {
  return sitemapIndexResponse(context);
}
