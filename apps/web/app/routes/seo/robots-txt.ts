import { robotsResponse } from '../../features/seo/index.server.ts';
import type { Route } from './+types/robots-txt';

// /robots.txt: per holding, since it names the holding's own site map.
export function loader({ context }: Route.LoaderArgs) {
  return robotsResponse(context);
}
