import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { hostHeader, HTTP_ONLY, siteUrl } from './support/site.ts';

// Search engines: /sitemap.xml is a sitemaps.org index of urlset files of at most 50,000 URLs,
// every URL of the holding's own origin, each once; a spread sample of every file answers 200
// with one canonical link and one description; robots.txt names the holding's index. Requests
// only: no browser page.
test.describe.configure({ timeout: 180_000 });

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});
// Rendering every URL takes minutes; a spread sample of each file keeps the suite short.
const SAMPLE_PER_FILE = 12;

function fetchAs(request: APIRequestContext, holding: 1 | 2, url: string) {
  const { pathname, search } = new URL(url);
  return request.get(siteUrl(1, pathname + search), {
    headers: hostHeader(holding),
    maxRedirects: 0,
  });
}

async function xml(request: APIRequestContext, holding: 1 | 2, url: string) {
  const response = await fetchAs(request, holding, url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const text = await response.text();
  expect(XMLValidator.validate(text), url).toBe(true);
  return parser.parse(text) as Record<
    string,
    { sitemap?: { loc: string }[]; url?: { loc: string }[] }
  >;
}

/** Every n-th item, so a sample spreads over the whole file. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]!);
}

for (const holding of [1, 2] as const) {
  test(
    `holding ${holding}: sitemap index, files and robots.txt`,
    HTTP_ONLY,
    async ({ request }) => {
      const origin = siteUrl(holding, '');
      const robots = await fetchAs(request, holding, siteUrl(holding, '/robots.txt'));
      expect(robots.status()).toBe(200);
      expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

      const index = (await xml(request, holding, `${origin}/sitemap.xml`)).sitemapindex!;
      const files = index.sitemap!.map((entry) => entry.loc);
      expect(files.length).toBeGreaterThanOrEqual(3);
      const all: string[] = [];
      const toCheck: string[] = [];
      for (const file of files) {
        expect(file).toMatch(new RegExp(`^${origin}/sitemaps/[a-z]+-\\d+\\.xml$`));
        const urls = (await xml(request, holding, file)).urlset!.url!.map((entry) => entry.loc);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(50_000);
        all.push(...urls);
        toCheck.push(
          ...spread(urls, file.includes('/pages-') ? 3 * SAMPLE_PER_FILE : SAMPLE_PER_FILE),
        );
      }
      expect(new Set(all).size).toBe(all.length);
      for (const url of all) expect(url.startsWith(`${origin}/`), url).toBe(true);
      expect(all).toContain(`${origin}/news/`);
      expect(all.some((url) => /\/catalog\/\d+\/$/.test(url))).toBe(true);
      expect(all.some((url) => /\/news\/[a-z0-9-]+\/$/.test(url))).toBe(true);
      expect(all.includes(`${origin}/about/compliance/`)).toBe(holding === 1);
      expect(
        all.some((url) => ['/lk/', '/compare/', '/search/'].some((path) => url.includes(path))),
      ).toBe(false);

      // Pages whose loaders name their own canonical link, and the feedback page, beside the sample.
      for (const path of ['/contacts/', '/reviews/', '/feedback/']) {
        expect(all).toContain(`${origin}${path}`);
        if (!toCheck.includes(`${origin}${path}`)) toCheck.push(`${origin}${path}`);
      }
      // Each answers 200 with one canonical link and one description. A few at a time: the machine
      // is shared.
      const answers: (readonly [string, number, number, number])[] = [];
      for (let start = 0; start < toCheck.length; start += 3) {
        const batch = toCheck.slice(start, start + 3);
        answers.push(
          ...(await Promise.all(
            batch.map(async (url) => {
              const response = await fetchAs(request, holding, url);
              const html = await response.text();
              const canonicals = html.match(/<link rel="canonical"/g) ?? [];
              const descriptions = html.match(/<meta name="description" content="[^"]+"/g) ?? [];
              return [url, response.status(), canonicals.length, descriptions.length] as const;
            }),
          )),
        );
      }
      expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
      expect(
        answers.filter(([, , canonicals, descriptions]) => canonicals !== 1 || descriptions !== 1),
      ).toEqual([]);

      const unknown = await fetchAs(request, holding, `${origin}/sitemaps/pages-99.xml`);
      expect(unknown.status()).toBe(404);
    },
  );
}
