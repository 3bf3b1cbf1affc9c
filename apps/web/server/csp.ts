// The Content-Security-Policy of the site's pages and of everything else it answers.

import { createHash } from 'node:crypto';

export interface CspOptions {
  /** Script URLs of the analytics configured (GTM_SCRIPT_URL, YM_SCRIPT_URL), if any. */
  analytics: string[];
  /** Who may frame /iframe/* pages: origins, or ['*'] for any site. */
  iframeAncestors: string[];
  /** The maps script (YANDEX_MAPS_SCRIPT_URL with its key), or null: without a key no map loads. */
  maps?: string | null;
}

// What the vendors' own scripts load once they run (their CSP guides), by the script's origin.
const COMPANIONS: Record<string, { script?: string[]; connect: string[]; img: string[] }> = {
  'https://www.googletagmanager.com': {
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
    img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  // Yandex Maps JS API v3: its modules, styles, tiles and its workers made from blobs.
  'https://api-maps.yandex.ru': {
    script: ['https://yastatic.net'],
    connect: ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yastatic.net'],
    img: ['https://*.maps.yandex.net', 'https://yastatic.net'],
  },
  'https://mc.yandex.ru': {
    script: ['https://yastatic.net'],
    connect: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
    img: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  },
};

/** For every answer that is not a page (JSON, images, scripts, files): nothing runs, nothing frames it. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * A page's policy: its own origin, the render's nonce for the inline scripts and styles React
 * Router and the server write, inline style attributes (React's style props), and the configured
 * analytics and maps hosts. /iframe/* pages may be framed by the configured sites, every other page by none.
 */
export function pageCsp(nonce: string, framed: boolean, options: CspOptions): string {
  const scriptUrls = [...options.analytics, ...(options.maps ? [options.maps] : [])];
  const origins = scriptUrls.map((url) => new URL(url).origin);
  const companions = origins.map((origin) => COMPANIONS[origin]);
  const scripts = [...origins, ...companions.flatMap((c) => c?.script ?? [])];
  const connect = [...origins, ...companions.flatMap((c) => c?.connect ?? [])];
  const img = [...origins, ...companions.flatMap((c) => c?.img ?? [])];
  const ancestors = framed ? options.iframeAncestors.join(' ') : "'none'";
  const unique = (list: string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${unique(scripts)}`.trim(),
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${unique(img)}`.trim(),
    "font-src 'self' data:",
    ...(options.maps ? ["worker-src 'self' blob:"] : []),
    `connect-src 'self' ${unique(connect)}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

// Inline scripts that run (not JSON data: JSON-LD, application/json), and inline styles.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;
const SOURCE = /\bsrc\s*=/i;

/** A CSP hash source of an inline element's text, as a browser computes it (line breaks as the parser reads them). */
function hashSource(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/** The hash sources of a page's inline scripts and inline styles, each once, in page order. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT))
    if (!SOURCE.test(attributes) && !DATA_TYPE.test(attributes)) scripts.add(hashSource(text));
  for (const [, , text = ''] of html.matchAll(INLINE_STYLE)) styles.add(hashSource(text));
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * A page the page cache keeps goes to every visitor as it is, so a nonce in it would be one they
 * all know (and one a visitor could read and reuse). Its policy names the page's inline scripts
 * and styles by their hashes instead, and the page loses the nonce it was rendered with. A policy
 * without a nonce, or no policy, is left as it is.
 */
export function forEveryVisitor(
  html: Buffer,
  policy: string | null,
): { html: Buffer; policy: string | null } {
  const nonce = policy === null ? undefined : /'nonce-([^']+)'/.exec(policy)?.[1];
  if (policy === null || nonce === undefined) return { html, policy };
  const text = html.toString('utf8').replaceAll(` nonce="${nonce}"`, '');
  const { scripts, styles } = inlineHashes(text);
  const directives = policy.split('; ').map((directive) => {
    const [name = '', ...sources] = directive.split(' ');
    const hashes = name === 'script-src' ? scripts : name === 'style-src' ? styles : null;
    if (!hashes) return directive;
    const kept = [...sources.filter((source) => source !== `'nonce-${nonce}'`), ...hashes];
    return [name, ...(kept.length > 0 ? kept : ["'none'"])].join(' ');
  });
  return { html: Buffer.from(text, 'utf8'), policy: directives.join('; ') };
}
