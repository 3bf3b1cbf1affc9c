import { PassThrough } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { serverModulesLoaded } from './shared/ui/lazy.tsx';
import { RenderOnceContext } from './shared/ui/render-once.ts';
import { createRenderOnce } from './shared/ui/render-once.server.tsx';
import { NonceContext, nonceContext } from './shared/site/nonce.ts';

export const streamTimeout = 5_000;
// The server sets the nonce through this very context object (the build's own copy of the module).
export { nonceContext };

// The kept parts' HTML, for the life of the process: a build's parts are fixed.
const renderOnce = createRenderOnce();

/**
 * React Router's default server entry with two changes.
 * - A Suspense boundary whose content is ready is always written in place. By default React moves
 *   a large ready boundary (over 12.8 kB) to the end of the document as a hidden segment that a
 *   script swaps in: a visitor without JavaScript never sees it, and the swap shifts the layout.
 *   The site frame and the pages use boundaries so hydration runs as several short tasks, not to
 *   stream; only data a page defers (similar vehicles) still streams.
 * - A part that is the same on every page (StaticPart `keep`: the footer) is rendered once and its
 *   HTML kept (`renderOnce`).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  // The parts the browser keeps as the server wrote them are loaded before the first page (lazy.tsx).
  await serverModulesLoaded();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once, deferred data included.
    const readyOption =
      (userAgent && isbot(userAgent)) || context.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // React's and React Router's inline scripts carry the nonce of the page's CSP (server/csp.ts).
    const nonce = loadContext.get(nonceContext) || undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <RenderOnceContext value={renderOnce}>
          <ServerRouter context={context} url={request.url} nonce={nonce} />
        </RenderOnceContext>
      </NonceContext>,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          headers.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors of the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
