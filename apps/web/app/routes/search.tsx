import { SearchPage } from '../features/search/index.ts';
import { loadSearchPage } from '../features/search/index.server.ts';
import type { Route } from './+types/search';

// The search box's results as a page (/search/?q=…): Enter in the overlay, or the box without
// JavaScript. A result page is for the visitor, not for search engines (noindex, not in the site map).
export function loader({ context, request }: Route.LoaderArgs) {
  return loadSearchPage(context, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const query = loaderData?.query ?? '';
  return [
    { title: query ? `Поиск: ${query}` : 'Поиск' },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
