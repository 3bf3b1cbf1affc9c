// The first paint of a page waits for its stylesheets; on a phone network each one is a round trip.
// The stylesheets of the build are small (a few kB compressed), so the server writes them into the
// head of the page. The <link> React rendered stays, for hydration and client navigations, but with
// media="print" it no longer blocks rendering: its rules are already on the page.
// The scripts' preloads leave the head (decision 0058): the scripts make the page interactive, not
// visible, and React Router's module script at the end of the body asks for them once the HTML is
// read, so the HTML, the styles and the first photo get the bandwidth first. Preloaded from the
// head (or from the end of the body), the 100 kB shell arrived before the first photo and
// Lighthouse's mobile model counted it into the largest paint: 2.1-2.3 s against 1.2 s without.

// A link tag, whatever the order of its attributes (React Router writes the nonce first).
const LINK = /<link\b[^>]*>/g;
const BUILT_CSS = /^(\/assets\/[^"#?]+\.css)(?:[#?][^"]*)?$/;
const HEAD_END = new TextEncoder().encode('</head>');

const ATTRIBUTES = {
  rel: /\srel="([^"]*)"/i,
  href: /\shref="([^"]*)"/i,
  media: /\smedia="([^"]*)"/i,
};

function attribute(tag: string, name: keyof typeof ATTRIBUTES): string | undefined {
  return ATTRIBUTES[name].exec(tag)?.[1];
}

/**
 * Puts each known stylesheet's text before its link and takes the link off the critical path; drops
 * the scripts' preloads.
 */
export function inlineStylesheets(
  head: string,
  cssText: (href: string) => string | undefined,
  nonce = '',
): string {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  return head.replace(LINK, (tag: string) => {
    const rel = attribute(tag, 'rel');
    if (rel === 'modulepreload') return '';
    const href =
      rel === 'stylesheet' ? BUILT_CSS.exec(attribute(tag, 'href') ?? '')?.[1] : undefined;
    if (href === undefined || attribute(tag, 'media') !== undefined) return tag;
    const css = cssText(href);
    if (css === undefined || css.includes('</')) return tag;
    return `<style${nonceAttr} data-href="${href}">${css}</style>${tag.replace('<link', '<link media="print"')}`;
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
