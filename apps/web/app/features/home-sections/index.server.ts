import type { RouterContextProvider } from 'react-router';
import { formatDateLong, href } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import type { HomeNewsData } from './home-sections-data.ts';

const LATEST = 3;

/** The holding's latest news for the home page; none when the API does not answer. */
export async function loadHomeNews(
  context: Readonly<RouterContextProvider>,
): Promise<HomeNewsData> {
  const list = await context
    .get(apiContext)
    .get('/news', { query: { page: 1, perPage: LATEST }, optional: true });
  return {
    items: (list?.items ?? []).map((item) => ({
      title: item.title,
      href: href('news-id', { id: item.slug }),
      publishedAt: item.publishedAt,
      date: formatDateLong(item.publishedAt),
    })),
    allHref: href('news'),
  };
}
