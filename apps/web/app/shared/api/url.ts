// The one builder of API addresses, for the server client and the page's client alike.

type Params = Readonly<Record<string, string | number>>;

/** The endpoint's path with its :name parameters filled in, and its query string (lists repeat the key). */
export function endpointUrl(path: string, params?: Params, query?: object): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** The same address through the site's own /api/v1 proxy, for the page's calls and file links. */
export function proxiedUrl(path: string, params?: Params, query?: object): string {
  return '/api/v1' + endpointUrl(path, params, query);
}
