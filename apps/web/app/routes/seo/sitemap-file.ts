import { sitemapFileResponse } from '../../features/seo/index.server.ts';
import type { Route } from './+types/sitemap-file';

// /sitemaps/{group}-{n}.xml: one file of the split site map.
export function loader({ context, params }: Route.LoaderArgs) {
  return sitemapFileResponse(context, params.file);
}
