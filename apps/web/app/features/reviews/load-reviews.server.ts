import { data } from 'react-router';
import type { MetaDescriptor, RouterContextProvider } from 'react-router';
import { holdingDisplayName, pluralCount } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import { jsonLdText } from '../../shared/site/json-ld.ts';
import {
  pageLinks,
  ratingLinks,
  readReviewsQuery,
  reviewItem,
  reviewsJsonLd,
} from './reviews-data.ts';
import type { PageLink, ReviewItem } from './reviews-data.ts';

const PER_PAGE = 10;
const REVIEWS = ['отзыв', 'отзыва', 'отзывов'] as const;

export interface ReviewFormSetup {
  /** The dealer the page is about; absent on /reviews/, where the visitor picks one. */
  dealerCode: string | null;
  employeeCode: string | null;
  dealers: { code: string; name: string }[];
}

export interface ReviewsPageData {
  title: string;
  lead: string;
  crumbs: BreadcrumbItem[];
  summary: { average: number; count: number };
  items: ReviewItem[];
  pages: PageLink[];
  ratings: PageLink[];
  /** Links to the dealer's contact page or the employee's page, when built. */
  related: { label: string; href: string }[];
  form: ReviewFormSetup;
  jsonLd: string;
  meta: MetaDescriptor[];
}

const notFound = (url: URL) =>
  data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });

async function fetchList(
  context: Readonly<RouterContextProvider>,
  params: { dealerCode?: string; employeeCode?: string },
  query: { page: number; perPage: number; rating?: number },
) {
  const api = context.get(apiContext);
  if (params.dealerCode && params.employeeCode)
    return api.get('/reviews/:dealerCode/:employeeCode', {
      params: { dealerCode: params.dealerCode, employeeCode: params.employeeCode },
      query,
    });
  if (params.dealerCode)
    return api.get('/reviews/:dealerCode', { params: { dealerCode: params.dealerCode }, query });
  return api.get('/reviews', { query });
}

/** SPEC 2.5 /reviews/, /reviews/{dealer}/, /reviews/{dealer}/{employee}/: ratings, pages, the form. */
export async function loadReviews(
  context: Readonly<RouterContextProvider>,
  url: URL,
  params: { dealerCode?: string; employeeCode?: string },
): Promise<ReviewsPageData> {
  const { holdingId } = context.get(siteContext);
  const { page, rating } = readReviewsQuery(url);
  const list = await fetchList(context, params, {
    page,
    perPage: PER_PAGE,
    ...(rating ? { rating } : {}),
  });
  if (!list) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const { totalPages } = list.meta.page;
  if (page > 1 && page > totalPages) throw notFound(url);

  const holdingName = holdingDisplayName(holdingId);
  const reviewsRoot = builtHref(holdingId, 'reviews') ?? '/reviews/';
  const dealerReviews = list.dealer
    ? builtHref(holdingId, 'reviews-dealer-code', { dealerCode: list.dealer.code })
    : null;
  // From the route table: a client navigation's request is the data URL (/reviews/_.data).
  const base =
    (list.employee && list.dealer
      ? builtHref(holdingId, 'reviews-dealer-code-employee-code', {
          dealerCode: list.dealer.code,
          employeeCode: list.employee.code,
        })
      : list.dealer
        ? dealerReviews
        : reviewsRoot) ?? reviewsRoot;
  const items = list.items.map(reviewItem);
  const subject = list.employee
    ? { type: 'Person' as const, name: list.employee.name }
    : list.dealer
      ? { type: 'AutoDealer' as const, name: list.dealer.name }
      : { type: 'Organization' as const, name: holdingName };
  const title = list.employee
    ? `Отзывы о сотруднике: ${list.employee.name}`
    : list.dealer
      ? `Отзывы о дилерском центре ${list.dealer.name}`
      : `Отзывы клиентов ${holdingName}`;
  const lead =
    list.summary.count > 0
      ? `Средняя оценка ${list.summary.average.toFixed(1)} из 5 · ${pluralCount(list.summary.count, REVIEWS)}`
      : 'Отзывов пока нет. Расскажите о своём опыте первым.';
  const canonical = `${publicOrigin(context)}${base}${page > 1 ? `?page=${page}` : ''}`;

  const crumbs: BreadcrumbItem[] = [
    { label: 'Главная', href: '/' },
    { label: 'Отзывы', href: reviewsRoot },
  ];
  if (list.dealer) crumbs.push({ label: list.dealer.name, href: dealerReviews ?? undefined });
  if (list.employee) crumbs.push({ label: list.employee.name });

  const related: { label: string; href: string }[] = [];
  if (list.dealer) {
    const dealers = await context.get(apiContext).get('/dealers', {
      query: { dealerCode: [list.dealer.code] },
      optional: true,
    });
    const city = dealers?.items[0]?.city.code;
    const contact = city
      ? builtHref(holdingId, 'contacts-code-dealer', { code: city, dealer: list.dealer.code })
      : null;
    if (contact) related.push({ label: 'Контакты дилерского центра', href: contact });
    if (list.employee && city) {
      const adviser = builtHref(holdingId, 'contacts-code-dealer-advisers-adviser', {
        code: city,
        dealer: list.dealer.code,
        adviser: list.employee.code,
      });
      if (adviser) related.push({ label: 'Страница сотрудника', href: adviser });
    }
  }

  const dealerOptions = list.dealer
    ? []
    : ((await context.get(apiContext).get('/dealers', { optional: true }))?.items ?? []).map(
        (d) => ({ code: d.code, name: d.name }),
      );

  return {
    title,
    lead,
    crumbs: crumbs.map((c, i) => (i === crumbs.length - 1 ? { label: c.label } : c)),
    summary: list.summary,
    items,
    pages: pageLinks(base, page, totalPages, rating),
    ratings: ratingLinks(base, rating),
    related,
    form: {
      dealerCode: list.dealer?.code ?? null,
      employeeCode: list.employee?.code ?? null,
      dealers: dealerOptions,
    },
    jsonLd: jsonLdText(
      reviewsJsonLd({ ...subject, url: `${publicOrigin(context)}${base}` }, list.summary, items),
    ),
    meta: [
      { title: page > 1 ? `${title} — страница ${page}` : title },
      { name: 'description', content: `${title}. ${lead}` },
      { tagName: 'link', rel: 'canonical', href: canonical },
      ...(rating ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
  };
}
