// Where a sign-in (or a refresh, or the registration form) sends the visitor next: the page named
// by `?redirect=`, read the way a browser will read the Location header, and only if it stays on
// this site. Every place that follows `?redirect=` goes through here (lk, /auth/*, /reports).

/** Longer targets are no page of the site (the site's own links stay far below this). */
const MAX_TARGET = 2048;

/**
 * `value` as a path of the site at `site` (its own origin), or `fallback`. The URL parser does what
 * a browser does with a Location: it drops tabs and line breaks, reads `\` as `/` and `//host` as
 * another host, and resolves dot segments; what it gives back is plain ASCII, so it is always a
 * valid header. A path that the parser leaves starting with `//` (`/.//evil.example`) would read
 * as another host once sent, and is refused too. `allowed` narrows the paths further.
 */
export function sameSitePath(
  value: string | null | undefined,
  site: string | URL,
  fallback: string,
  allowed?: RegExp,
): string {
  if (!value || value.length > MAX_TARGET) return fallback;
  const origin = new URL(site).origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || url.pathname.startsWith('//')) return fallback;
  if (allowed && !allowed.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The request's `?redirect=` as a path of the site the request came to, or `fallback`. */
export function redirectTarget(request: Request, fallback: string, allowed?: RegExp): string {
  const url = new URL(request.url);
  return sameSitePath(url.searchParams.get('redirect'), url, fallback, allowed);
}
