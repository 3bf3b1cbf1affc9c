import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { holdingDisplayName } from '@dealer/domain';
import type { PublicationKind } from '@dealer/contract';
import { apiContext } from '../../shared/api/context.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { PageHead } from './page-head.ts';
import type { Publication, SeoMeta, StaticPage } from './content-data.ts';

type Context = Readonly<RouterContextProvider>;

export function notFound(url: URL): never {
  throw data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });
}

/** The API's SEO meta of a page path (SPEC 7, url in base64), or null when none is set. */
export async function loadSeoMeta(context: Context, path: string): Promise<SeoMeta | null> {
  const url = Buffer.from(path, 'utf8').toString('base64');
  return (await context.get(apiContext).get('/seo', { query: { url }, optional: true })) ?? null;
}

/** The page's own title and description, replaced by the editors' SEO meta where it is set. */
export async function pageHead(
  context: Context,
  url: URL,
  own: { title: string; description: string; h1?: string },
): Promise<PageHead> {
  const seo = await loadSeoMeta(context, url.pathname);
  const holding = holdingDisplayName(context.get(siteContext).holdingId);
  return {
    title: seo?.title || `${own.title} | ${holding}`,
    description: seo?.description || own.description,
    h1: seo?.h1 || own.h1 || own.title,
    seoText: seo?.text ?? '',
  };
}

/** GET /static/page/{code}: an editorial page; a missing one is the 404 page. */
export async function loadStaticPage(
  context: Context,
  code: string,
  url: URL,
): Promise<{ page: StaticPage; head: PageHead }> {
  const [page, head] = await Promise.all([
    context.get(apiContext).get('/static/page/:id', { params: { id: code } }),
    loadSeoMeta(context, url.pathname),
  ]);
  if (!page) notFound(url);
  const holding = holdingDisplayName(context.get(siteContext).holdingId);
  return {
    page,
    head: {
      title: head?.title || `${page.title} | ${holding}`,
      description: head?.description || page.description,
      h1: head?.h1 || page.title,
      seoText: head?.text ?? '',
    },
  };
}

/** One publication of a kind, or the 404 page. */
export async function loadPublication(
  context: Context,
  kind: PublicationKind,
  id: string,
  url: URL,
): Promise<Publication> {
  const path = `/${kind}/:id` as const;
  return (await context.get(apiContext).get(path, { params: { id } })) ?? notFound(url);
}
