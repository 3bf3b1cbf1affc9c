import type { RouterContextProvider } from 'react-router';
import { env } from '../config/env.server.ts';
import { siteContext } from './context.ts';

/**
 * The holding's public address for absolute links (canonical, og:url, JSON-LD, QR codes): from the
 * configuration, never from the request's Host, which any client can forge and a cached page would keep.
 */
export function publicOrigin(context: Readonly<RouterContextProvider>): string {
  return env.publicUrls[context.get(siteContext).holdingId];
}
