import { chunkName, jsBytes } from './lib/js-bytes.ts';
import type { PageJs } from './lib/js-bytes.ts';
import { table } from './lib/stats.ts';
import { JS_BUDGET, PAGES } from './pages.ts';
import type { BenchPage, PageKind } from './pages.ts';

export interface PageJsRow extends PageJs {
  name: string;
  url: string;
  kind: PageKind;
  ratio: number;
  budget: number;
  /** Chunks the page loaded though it must not (static parts' code). */
  loadedButLazy: string[];
}

export interface PageJsBench {
  minimal: PageJs;
  pages: PageJsRow[];
}

/** The gzip JavaScript of every page of PAGES against the minimal page, with each page's budget. */
export async function benchPageJs(
  chromePath: string,
  origin: (holding: 1 | 2) => string,
  minimalUrl: string,
  /** The Cookie header of a signed-in page (PAGES' signedIn). */
  cookieOf: (page: BenchPage) => Promise<string | null> = async () => null,
  /** BENCH_PAGES: a pattern of the page names to measure (all of them without it). */
  only?: RegExp,
): Promise<PageJsBench> {
  const pages = only ? PAGES.filter((page) => only.test(page.name)) : PAGES;
  const urls = pages.map((page) => origin(page.holding) + page.path);
  const cookies = new Map<string, string>();
  for (const [index, page] of pages.entries()) {
    const cookie = await cookieOf(page);
    if (cookie) cookies.set(urls[index] ?? '', cookie);
  }
  const measured = await jsBytes(chromePath, [...urls, minimalUrl], cookies);
  const minimal = measured.get(minimalUrl);
  if (!minimal || minimal.gzip === 0) throw new Error('the minimal page loaded no JavaScript');
  const rows = pages.map((page, index) => {
    const url = urls[index] ?? '';
    const js = measured.get(url) ?? { files: 0, gzip: NaN, scripts: [] };
    const loadedButLazy = js.scripts
      .map((script) => script.path)
      .filter((path) => page.notLoaded?.some((name) => chunkName(path) === name));
    return {
      name: page.name,
      url,
      kind: page.kind,
      ...js,
      ratio: js.gzip / minimal.gzip,
      budget: JS_BUDGET[page.kind],
      loadedButLazy,
    };
  });
  return { minimal, pages: rows };
}

/** The pages over their budget (or not measured), or loading a static part's code on arrival. */
export function overBudget(result: PageJsBench): PageJsRow[] {
  return result.pages.filter((page) => !(page.ratio <= page.budget) || page.loadedButLazy.length);
}

export function pageJsTable(result: PageJsBench): string {
  return table([
    ['page', 'kind', 'JS files', 'JS gzip B', 'JS / minimal', 'budget', ''],
    ...result.pages.map((page) => [
      page.name,
      page.kind,
      page.files,
      page.gzip,
      page.ratio.toFixed(3),
      page.budget.toFixed(2),
      [
        page.ratio <= page.budget ? 'within budget' : 'OVER BUDGET',
        ...page.loadedButLazy.map((path) => `loaded ${path}`),
      ].join('; '),
    ]),
    ['minimal React Router page', '', result.minimal.files, result.minimal.gzip, '1.000', '', ''],
  ]);
}
