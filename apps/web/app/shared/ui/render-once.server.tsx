import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { RenderOnce } from './render-once.ts';

/** Versions that are values kept per part: a holding's footer, the listing tiles of recent pages. */
const VALUES_PER_PART = 5000;

interface Kept {
  prefix: string;
  /** The HTML of each version that is a value (a holding, a tile's JSON), as text: the recent ones. */
  byValue: LRUCache<string, string>;
  /** The HTML of each version that is an object (a vehicle's tile data): kept while it lives. */
  byObject: WeakMap<object, string>;
}

/**
 * Renders a kept part (StaticPart `keep`, a similar vehicle's tile, a listing tile) the first time
 * a page shows it in a version, and gives its HTML from then on. Its links are site paths, the same
 * under any router: a memory router stands for the page's. Its ids get a prefix of their own per
 * part, so they never meet the page's.
 */
export function createRenderOnce(): RenderOnce {
  const kept = new Map<object, Kept>();
  return (part, version, render) => {
    let entry = kept.get(part);
    if (!entry)
      kept.set(
        part,
        (entry = {
          prefix: `k${kept.size}`,
          byValue: new LRUCache({ max: VALUES_PER_PART }),
          byObject: new WeakMap(),
        }),
      );
    const byObject = typeof version === 'object' && version !== null;
    let html = byObject ? entry.byObject.get(version) : entry.byValue.get(String(version));
    if (html === undefined) {
      html = renderToString(<MemoryRouter>{render()}</MemoryRouter>, {
        identifierPrefix: entry.prefix,
      });
      if (byObject) entry.byObject.set(version, html);
      else entry.byValue.set(String(version), html);
    }
    return html;
  };
}
