// Apart from the rest of the embed (embed-href.ts): every page's error boundary needs this much, and
// the shell chunk carries whole modules with their imports (vite.config.ts).

/** The embed list's path, as its row of the route table gives it (a test holds the two together). */
export const EMBED_LIST_PATH = '/iframe/catalog_list';

/**
 * Where an error page inside the embed leads, never out of it: from a card back to its list (the
 * card carries the list's query), from the list itself nowhere.
 */
export function embedErrorHref(routeName: string | undefined, search: string): string | null {
  return routeName === 'iframe-catalog-list-id' ? `${EMBED_LIST_PATH}/${search}` : null;
}

/** The link from a card inside the embed (and from its error page) back to the embed's list. */
export const EMBED_BACK_LABEL = 'Назад к списку';
