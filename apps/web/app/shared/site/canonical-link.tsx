import { useLocation, useMatches, useRouteError } from 'react-router';

/**
 * A loader that names its page's canonical link: as `canonical`, or as a link in the `meta` it
 * hands its route's meta function.
 */
export function ownCanonical(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { canonical, meta } = data as { canonical?: unknown; meta?: unknown };
  if (typeof canonical === 'string') return true;
  return (
    Array.isArray(meta) &&
    meta.some(
      (tag: unknown) =>
        typeof tag === 'object' &&
        tag !== null &&
        (tag as { tagName?: unknown }).tagName === 'link' &&
        (tag as { rel?: unknown }).rel === 'canonical',
    )
  );
}

/**
 * The page's canonical link: its address on the holding's public origin without the query. A page
 * whose loader names its own canonical (listings, paged lists) puts it in its meta instead, and an
 * error page has none.
 */
export function CanonicalLink({ origin }: { origin: string | undefined }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const error = useRouteError();
  if (!origin || error || matches.some((match) => ownCanonical(match.loaderData))) return null;
  return <link rel="canonical" href={origin + pathname} />;
}
