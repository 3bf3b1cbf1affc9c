import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { hostHeader, HTTP_ONLY, siteUrl } from './support/site.ts';

// What the first paint of home, a listing and a card waits for (decision 0058), read from the
// served HTML: no stylesheet or script in the head holds the paint back, the styles written into
// it stay small, and the largest image is asked for first. Requests only: no browser page.

/** The styles written into a page's head, at most (they are about 18-23 kB today). */
const INLINE_CSS_MAX = 40_000;

async function page(request: APIRequestContext, holding: 1 | 2, path: string): Promise<string> {
  const response = await request.get(siteUrl(1, path), { headers: hostHeader(holding) });
  expect(response.status(), path).toBe(200);
  return response.text();
}

const tags = (html: string, name: string) =>
  html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

function expectPaintReady(html: string, path: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  // Each built stylesheet is written into the head; its link stays, but never blocks the paint.
  const links = tags(head, 'link');
  const stylesheets = links.filter((tag) => attr(tag, 'rel') === 'stylesheet');
  expect(stylesheets.length, path).toBeGreaterThan(0);
  for (const tag of stylesheets) {
    expect(attr(tag, 'media'), `${path}: ${tag}`).toBe('print');
    const href = (attr(tag, 'href') ?? '').replace(/[#?].*$/, '');
    expect(head, path).toContain(`data-href="${href}"`);
  }
  const inlineCss = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce(
    (sum, [, css = '']) => sum + css.length,
    0,
  );
  expect(inlineCss, path).toBeLessThanOrEqual(INLINE_CSS_MAX);
  // No script the parser waits for, and the scripts' preloads not ahead of the first screen.
  for (const tag of tags(head, 'script'))
    if (attr(tag, 'src') !== null)
      expect(/\s(async|defer)\b|type="module"/i.test(tag), `${path}: ${tag}`).toBe(true);
  expect(
    links.filter((tag) => attr(tag, 'rel') === 'modulepreload'),
    path,
  ).toEqual([]);
  // The first image of the page is the largest paint: asked for at once, first, from the head.
  const main = html.slice(html.indexOf('<main'));
  const image = tags(main, 'img')[0] ?? '';
  expect(attr(image, 'fetchpriority'), `${path}: ${image}`).toBe('high');
  expect(attr(image, 'loading'), `${path}: ${image}`).not.toBe('lazy');
  const preload = links.find(
    (tag) => attr(tag, 'rel') === 'preload' && attr(tag, 'href') === attr(image, 'src'),
  );
  expect(preload && attr(preload, 'fetchpriority'), path).toBe('high');
}

/**
 * Every element the server wrote with CSS module classes has its rules in the page's head (a class
 * that only composes others, `page_M4WRy page_xHgot`, has none of its own): a static part (the
 * footer, the card's parts and photos, the app banner) brings its styles with the page
 * (`?styles-only`, vite.config.ts) while its code and class map wait, and a form answered without
 * JavaScript is styled.
 */
function expectClassesStyled(html: string, path: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const css = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, c]) => c).join('');
  const body = html.slice(html.indexOf('<body'));
  const elements = [...body.matchAll(/\sclass="([^"]*)"/g)]
    .map(([, list = '']) =>
      list.split(/\s+/).filter((name) => /^[A-Za-z][\w-]*_[\w-]{5}$/.test(name)),
    )
    .filter((names) => names.length > 0);
  expect(elements.length, path).toBeGreaterThan(10);
  expect(
    elements.filter((names) => !names.some((name) => css.includes(`.${name}`))),
    path,
  ).toEqual([]);
}

test(
  "home, a listing, a card and its ?form= section: nothing in the head holds the first paint back, and the server's classes are styled there",
  HTTP_ONLY,
  async ({ request }) => {
    for (const holding of [1, 2] as const) {
      const listingPath = holding === 1 ? '/cars/new/' : '/cars/used/';
      const listing = await page(request, holding, listingPath);
      const card = /href="(\/catalog\/\d+\/)"/.exec(listing)?.[1];
      expect(card, listingPath).toBeTruthy();
      const pages: [string, string][] = [[listingPath, listing]];
      for (const path of ['/', card!, `${card!}?form=credit`])
        pages.push([path, await page(request, holding, path)]);
      for (const [path, html] of pages) {
        expectPaintReady(html, path);
        expectClassesStyled(html, path);
      }
    }
  },
);
