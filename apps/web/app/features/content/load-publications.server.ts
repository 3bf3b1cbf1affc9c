import { redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { holdingDisplayName, href } from '@dealer/domain';
import type { PublicationKind } from '@dealer/contract';
import { apiContext } from '../../shared/api/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import { jsonLdText } from '../../shared/site/json-ld.ts';
import { articleJsonLd } from './article-json-ld.ts';
import { KINDS } from './kinds.ts';
import { siteContext } from '../../shared/site/context.ts';
import { listHref, parseListQuery } from './list-query.ts';
import type { ListQuery } from './list-query.ts';
import { notFound, loadPublication, pageHead } from './load-content.server.ts';
import { pageLinks } from './paging.ts';

type Context = Readonly<RouterContextProvider>;

const PER_PAGE = 12;
const RELATED = 3;
const EMPTYABLE = ['brand', 'active'];

/** A publication list page: one page of cards, the makes to filter by, paging links. */
export async function loadPublicationList(context: Context, kind: PublicationKind, url: URL) {
  const query = parseListQuery(url.searchParams);
  if (!query) notFound(url);
  // The filter form sends its empty fields too (brand=): the list's address leaves them out.
  const emptied = EMPTYABLE.filter((name) => url.searchParams.get(name) === '');
  if (emptied.length > 0) {
    const clean = new URL(url);
    for (const name of emptied) clean.searchParams.delete(name);
    throw redirect(clean.pathname + clean.search);
  }
  const api = context.get(apiContext);
  const path = `/${kind}` as const;
  const [list, brands, head] = await Promise.all([
    api.get(path, {
      query: {
        page: query.page,
        perPage: PER_PAGE,
        ...(query.brand ? { brand: query.brand } : {}),
        ...(query.active ? { active: 'true' as const } : {}),
      },
    }),
    api.get('/brands', { optional: true }),
    pageHead(context, url, { title: KINDS[kind].list, description: KINDS[kind].description }),
  ]);
  if (!list) notFound(url);
  const { totalPages } = list.meta.page;
  // A page past the last one does not exist; the first page of an empty list does (it says so).
  if (query.page > 1 && query.page > totalPages) notFound(url);
  const base = href(KINDS[kind].listRoute);
  const at = (page: number): string => listHref(base, { ...query, page });
  return {
    kind,
    head: query.page > 1 ? { ...head, title: `${head.title}, страница ${query.page}` } : head,
    query,
    items: list.items.map((item) => ({ ...item, href: itemHref(kind, item.slug) })),
    brands: (brands?.data ?? []).map((brand) => ({ code: brand.code, name: brand.nameEn })),
    paging: pageLinks(query.page, totalPages, at),
    canonical: publicOrigin(context) + listHref(base, query),
    action: base,
    now: new Date().toISOString(),
  };
}

function itemHref(kind: PublicationKind, slug: string): string {
  return href(KINDS[kind].itemRoute, { id: slug });
}

/** A publication page with a few other items of its kind (same make first). */
export async function loadPublicationPage(
  context: Context,
  kind: PublicationKind,
  id: string,
  url: URL,
) {
  const publication = await loadPublication(context, kind, id, url);
  const path = `/${kind}` as const;
  const api = context.get(apiContext);
  const recent = { page: 1, perPage: RELATED + 1 };
  // Items of the same make first, then the latest ones of the kind.
  const [sameBrand, latest] = await Promise.all([
    publication.brand
      ? api.get(path, { query: { ...recent, brand: publication.brand.code }, optional: true })
      : undefined,
    api.get(path, { query: recent, optional: true }),
  ]);
  const related = [...(sameBrand?.items ?? []), ...(latest?.items ?? [])].filter(
    (item, index, all) =>
      item.id !== publication.id && all.findIndex((other) => other.id === item.id) === index,
  );
  const head = await pageHead(context, url, {
    title: publication.title,
    description: publication.announce,
  });
  const origin = publicOrigin(context);
  const page = {
    url: origin + url.pathname,
    image: origin + publication.image,
    publisher: holdingDisplayName(context.get(siteContext).holdingId),
  };
  return {
    kind,
    head,
    publication,
    url: page.url,
    image: page.image,
    jsonLd: jsonLdText(articleJsonLd(publication, page)),
    listHref: href(KINDS[kind].listRoute),
    related: related
      .filter((item) => item.id !== publication.id)
      .slice(0, RELATED)
      .map((item) => ({ ...item, href: itemHref(kind, item.slug) })),
    now: new Date().toISOString(),
  };
}

export type { ListQuery };
