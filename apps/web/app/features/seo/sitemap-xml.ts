import { XMLBuilder } from 'fast-xml-parser';

/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** A path of the site, e.g. '/news/'. */
  path: string;
  /** W3C date-time of the page's last change, when known. */
  lastmod?: string;
}

/** One file of a split site map: its name and its entries. */
export interface SitemapFile {
  name: string;
  entries: readonly SitemapEntry[];
}

/**
 * Splits each group of entries into files of at most `max` URLs, named group-1.xml, group-2.xml...
 * A page in several groups is listed once, in the first; an empty group makes no file.
 */
export function splitSitemap(
  groups: Readonly<Record<string, readonly SitemapEntry[]>>,
  max = SITEMAP_MAX_URLS,
): SitemapFile[] {
  const seen = new Set<string>();
  const once = (entry: SitemapEntry) => !seen.has(entry.path) && Boolean(seen.add(entry.path));
  return Object.entries(groups).flatMap(([group, all]) => {
    const entries = all.filter(once);
    const files: SitemapFile[] = [];
    for (let start = 0; start < entries.length; start += max)
      files.push({
        name: `${group}-${files.length + 1}.xml`,
        entries: entries.slice(start, start + max),
      });
    return files;
  });
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: false,
  suppressEmptyNode: true,
});

function document(body: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(body) as string}`;
}

/** A urlset document: each entry as an absolute loc (the builder escapes & and the like). */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  return document({
    urlset: {
      '@_xmlns': XMLNS,
      url: entries.map((entry) => ({
        loc: origin + entry.path,
        ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
      })),
    },
  });
}

/** The sitemap index that lists every file of the split site map. */
export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  return document({
    sitemapindex: {
      '@_xmlns': XMLNS,
      sitemap: files.map((file) => ({ loc: `${origin}/sitemaps/${file.name}` })),
    },
  });
}
