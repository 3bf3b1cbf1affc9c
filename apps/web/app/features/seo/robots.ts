// Areas that are private, embedded or the API: never crawled.
const DISALLOWED = [
  '/lk/',
  '/reports/',
  '/api/',
  '/iframe/',
  '/basket/',
  '/checkout/',
  '/ordering/',
  '/auth/',
];

/** robots.txt of a holding: what crawlers skip, and where its site map is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
