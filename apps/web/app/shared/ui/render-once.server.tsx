import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { RenderOnce } from './render-once.ts';

/**
 * Renders a kept part (StaticPart `keep`) the first time a page shows it in a version, and gives
 * its HTML from then on. Its links are site paths, the same under any router: a memory router
 * stands for the page's. Its ids get a prefix of their own per part, so they never meet the page's.
 */
export function createRenderOnce(): RenderOnce {
  const kept = new Map<object, { prefix: string; html: Map<unknown, string> }>();
  return (part, version, render) => {
    let entry = kept.get(part);
    if (!entry) kept.set(part, (entry = { prefix: `k${kept.size}`, html: new Map() }));
    let html = entry.html.get(version);
    if (html === undefined) {
      html = renderToString(<MemoryRouter>{render()}</MemoryRouter>, {
        identifierPrefix: entry.prefix,
      });
      entry.html.set(version, html);
    }
    return html;
  };
}
