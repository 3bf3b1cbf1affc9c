import { useLocation, useMatches, useRouteError } from 'react-router';

function ownCanonical(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { canonical?: unknown }).canonical === 'string'
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
