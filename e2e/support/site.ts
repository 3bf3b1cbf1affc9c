// Both holdings are served by one server; the holding comes from the host name (DESIGN.md 1).
export const PORT = process.env.E2E_BASE_PORT ?? '3100';
export const HOLDING_HOSTS = { 1: `localhost:${PORT}`, 2: `h2.localhost:${PORT}` } as const;

export function siteUrl(holding: 1 | 2, path: string): string {
  return `http://${HOLDING_HOSTS[holding]}${path}`;
}

/** For Node-side requests: *.localhost may not resolve outside the browser, so send the Host header. */
export function hostHeader(holding: 1 | 2): Record<string, string> {
  return { host: HOLDING_HOSTS[holding] };
}

/**
 * The holding × width matrix, run diagonally: a test tagged with its holding runs on one project
 * only (holding 1 on the desktop, holding 2 on the phone; playwright.config.ts filters by the tag),
 * so both holdings and both widths stay covered at half the runs. A test that needs one width for
 * both holdings (the desktop's mega-menu) stays untagged.
 */
export function diagonal(holding: 1 | 2) {
  return { tag: `@holding-${holding}` };
}

/** A test that only sends requests (no page) runs once, in the browserless `http` project. */
export const HTTP_ONLY = { tag: '@http' };
