import type { RouterContextProvider } from 'react-router';
import { holdingDisplayName, href } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { siteContext } from '../../shared/site/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import { jsonLdText } from '../../shared/site/json-ld.ts';
import { articleJsonLd } from './article-json-ld.ts';
import { notFound } from './load-content.server.ts';

type Context = Readonly<RouterContextProvider>;

const EN = { lang: 'en' } as const;

/** An English editorial page (en-history, en-compliance). */
export async function loadEnglishText(context: Context, code: string, url: URL) {
  const page = await context.get(apiContext).get('/static/page/:id', { params: { id: code } });
  if (!page) notFound(url);
  return { page, holding: holdingDisplayName(context.get(siteContext).holdingId) };
}

/** /en/news: every English item (there are few; no paging). */
export async function loadEnglishNews(context: Context) {
  const list = await context.get(apiContext).get('/news', { query: { ...EN, perPage: 50 } });
  return {
    holding: holdingDisplayName(context.get(siteContext).holdingId),
    items: (list?.items ?? []).map((item) => ({
      ...item,
      href: href('en-news-id', { id: item.slug }),
    })),
  };
}

/** /en/news/{id}: an English item, or the 404 page. */
export async function loadEnglishArticle(context: Context, id: string, url: URL) {
  const publication =
    (await context.get(apiContext).get('/news/:id', { params: { id }, query: EN })) ??
    notFound(url);
  const origin = publicOrigin(context);
  const holding = holdingDisplayName(context.get(siteContext).holdingId);
  return {
    publication,
    holding,
    listHref: href('en-news'),
    jsonLd: jsonLdText(
      articleJsonLd(publication, {
        url: origin + url.pathname,
        image: origin + publication.image,
        publisher: holding,
      }),
    ),
  };
}
