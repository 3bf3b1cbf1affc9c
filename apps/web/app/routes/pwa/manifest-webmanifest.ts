import { webManifestResponse } from '../../features/pwa/index.server.ts';
import { siteContext } from '../../shared/site/context';
import type { Route } from './+types/manifest-webmanifest';

// /manifest.webmanifest: the holding's installable app (issue 33).
export function loader({ context }: Route.LoaderArgs) {
  return webManifestResponse(context.get(siteContext).holdingId);
}
