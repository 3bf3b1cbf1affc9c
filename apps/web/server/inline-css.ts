// The first paint of a page waits for its stylesheets; on a phone network each one is a round trip.
// The stylesheets of the build are small (a few kB compressed), so the server writes them into the
// head of the page. The <link> React rendered stays, for hydration and client navigations, but with
// media="print" it no longer blocks rendering: its rules are already on the page.
// The page's scripts are preloaded at low priority: they make the page interactive, not visible,
// so on a slow network the HTML, the styles and the first photo get the bandwidth first.

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"#?]+\.css)([^"]*)"[^>]*?\/?>/g;
const HEAD_END = new TextEncoder().encode('</head>');

const MODULE_PRELOAD = /<link rel="modulepreload" /g;

/** Puts each known stylesheet's text before its link and takes the link off the critical path. */
export function inlineStylesheets(
  head: string,
  cssText: (href: string) => string | undefined,
  nonce = '',
): string {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  return head
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" ')
    .replace(STYLESHEET, (tag: string, href: string) => {
      const css = cssText(href);
      if (css === undefined || css.includes('</')) return tag;
      return `<style${nonceAttr} data-href="${href}">${css}</style>${tag.replace('<link ', '<link media="print" ')}`;
    });
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * A stream transform that holds the page back only until </head> (the head comes first and is
 * small), rewrites it, and then passes the rest through as it streams.
 */
export function inlineStylesheetsStream(
  cssText: (href: string) => string | undefined,
  nonce = '',
): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array | null = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, controller) {
      if (pending === null) return controller.enqueue(chunk);
      const joined = new Uint8Array(pending.length + chunk.length);
      joined.set(pending);
      joined.set(chunk, pending.length);
      const end = indexOf(joined, HEAD_END);
      if (end === -1) {
        pending = joined;
        return;
      }
      pending = null;
      const head = new TextDecoder().decode(joined.subarray(0, end));
      controller.enqueue(new TextEncoder().encode(inlineStylesheets(head, cssText, nonce)));
      controller.enqueue(joined.subarray(end));
    },
    flush(controller) {
      if (pending !== null && pending.length > 0) controller.enqueue(pending);
    },
  });
}
