import { offlinePageResponse } from '../../features/pwa/index.server.ts';
import { siteContext } from '../../shared/site/context';
import { nonceContext } from '../../shared/site/nonce.ts';
import type { Route } from './+types/offline-html';

// /offline.html: what the service worker shows without a network (issue 33).
export function loader({ context }: Route.LoaderArgs) {
  const { holdingId, city } = context.get(siteContext);
  return offlinePageResponse(holdingId, city, context.get(nonceContext));
}
