// React Router's single fetch, as the web server and the service worker both speak it: no imports,
// so the worker's bundle (pwa/sw.ts) takes it without the router.

/** React Router's data requests (`/path.data`, `/path/_.data`) are for the page of their path. */
export function pagePathOf(pathname: string): string {
  return pathname.replace(/\/_\.data$/, '/').replace(/\.data$/, '');
}

/** The address of the page a data request is for, as a document: its path and query (not `_routes`). */
export function documentOfData(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  const query = search.toString();
  const path = pagePathOf(url.pathname);
  return query ? `${path}?${query}` : path;
}

/** React Router's single-fetch answer for a redirect the browser follows as a document load. */
export function reloadDocument(location: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'x-remix-redirect': location,
      'x-remix-status': '302',
      'x-remix-reload-document': 'true',
      'cache-control': 'no-store',
    },
  });
}
