import { data, type RouterContextProvider } from 'react-router';
import type { HoldingId } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref, builtPath } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import type { ServicePageData, ServicePageView, SubPageLink } from './service-data.ts';
import { hubTiles } from './service-hub.ts';

type Context = Readonly<RouterContextProvider>;

function notFound(url: URL): never {
  throw data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });
}

/** The API path of a page: its site path without the slashes at its ends ('service/to'). */
export function servicePathOf(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '');
}

/** Every page above a path, nearest last: 'service/to/zamena-masla' → service, service/to. */
export function ancestorsOf(path: string): string[] {
  const segments = path.split('/');
  return segments.slice(1).map((_, index) => segments.slice(0, index + 1).join('/'));
}

async function fetchPage(context: Context, path: string): Promise<ServicePageData | undefined> {
  // A missing page answers 404 through the API client; ancestors are optional.
  return context.get(apiContext).get('/service/page', { query: { path } });
}

async function ancestorTitles(context: Context, path: string): Promise<Map<string, string>> {
  const pages = await Promise.all(
    ancestorsOf(path).map((ancestor) =>
      context
        .get(apiContext)
        .get('/service/page', { query: { path: ancestor }, optional: true })
        .then((page) => [ancestor, page?.title] as const),
    ),
  );
  return new Map(pages.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function crumbsOf(
  holdingId: HoldingId,
  path: string,
  title: string,
  titles: Map<string, string>,
): BreadcrumbItem[] {
  const above = ancestorsOf(path).flatMap((ancestor) => {
    const label = titles.get(ancestor);
    return label ? [{ label, href: builtPath(holdingId, `/${ancestor}/`) ?? undefined }] : [];
  });
  return [
    { label: 'Главная', href: builtHref(holdingId, 'index') ?? undefined },
    ...above,
    { label: title },
  ];
}

/** The view of a page from its API answer: links only to built pages, booking on /service pages. */
export function servicePageView(
  holdingId: HoldingId,
  page: ServicePageData,
  titles: Map<string, string>,
): ServicePageView {
  const online = builtHref(holdingId, 'service-online');
  const bookable = page.path.startsWith('service') && !page.path.startsWith('services');
  const work = page.works[0]?.code;
  return {
    title: page.title,
    description: page.description,
    blocks: page.blocks,
    works: page.works,
    crumbs: crumbsOf(holdingId, page.path, page.title, titles),
    children: (page.path === 'services' ? hubTiles : (links: SubPageLink[]) => links)(
      page.children.flatMap((child) => {
        const href = builtPath(holdingId, `/${child.path}/`);
        return href ? [{ title: child.title, href }] : [];
      }),
    ),
    bookingHref:
      bookable && online && page.path !== 'service/online'
        ? work
          ? `${online}?work=${work}`
          : online
        : null,
  };
}

/** A /service or /services page by the URL it is asked at; a page the editors have not written is 404. */
export async function loadServicePage(
  context: Context,
  url: URL,
  path = servicePathOf(url.pathname),
): Promise<ServicePageView> {
  const { holdingId } = context.get(siteContext);
  const [page, titles] = await Promise.all([
    fetchPage(context, path),
    ancestorTitles(context, path),
  ]);
  if (!page) notFound(url);
  return servicePageView(holdingId, page, titles);
}
