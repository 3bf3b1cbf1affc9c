import type { Review } from '@dealer/contract';
import { formatDateLong } from '@dealer/domain';

export const REVIEWS_QUERY = { page: 'page', rating: 'rating' } as const;

export interface ReviewItem {
  id: number;
  author: string;
  rating: number;
  text: string;
  answer: string | null;
  /** SPEC 9: the long Russian date. */
  date: string;
  isoDate: string;
  about: string | null;
}

export interface PageLink {
  label: string;
  href: string;
  current: boolean;
}

export function reviewItem(review: Review): ReviewItem {
  return {
    id: review.id,
    author: review.authorName,
    rating: review.rating,
    text: review.text,
    answer: review.answer,
    date: formatDateLong(review.createdAt),
    isoDate: review.createdAt.slice(0, 10),
    about: review.employee ? `${review.employee.name}, ${review.employee.position}` : null,
  };
}

/** The list's address for a page and a rating filter; page 1 and no filter leave the URL clean. */
export function reviewsHref(base: string, page: number, rating: number | null): string {
  const query = new URLSearchParams();
  if (rating) query.set(REVIEWS_QUERY.rating, String(rating));
  if (page > 1) query.set(REVIEWS_QUERY.page, String(page));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/** Numbered page links, at most a window of them around the current one. */
export function pageLinks(
  base: string,
  current: number,
  totalPages: number,
  rating: number | null,
  window = 2,
): PageLink[] {
  const from = Math.max(1, current - window);
  const to = Math.min(totalPages, current + window);
  if (totalPages <= 1) return [];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i).map((page) => ({
    label: String(page),
    href: reviewsHref(base, page, rating),
    current: page === current,
  }));
}

/** Rating filter links: every review, then each mark from 5 down. */
export function ratingLinks(base: string, rating: number | null): PageLink[] {
  return [null, 5, 4, 3, 2, 1].map((value) => ({
    label: value === null ? 'Все оценки' : `${value} ★`,
    href: reviewsHref(base, 1, value),
    current: value === rating,
  }));
}

/** A whole page and rating from the URL; anything else reads as the default. */
export function readReviewsQuery(url: URL): { page: number; rating: number | null } {
  const page = Number(url.searchParams.get(REVIEWS_QUERY.page) ?? '1');
  const rating = Number(url.searchParams.get(REVIEWS_QUERY.rating) ?? '');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
  };
}

/**
 * JSON-LD of what is reviewed with its AggregateRating and the reviews of this page (schema.org
 * Review with Rating); nothing is rated while there are no reviews.
 */
export function reviewsJsonLd(
  subject: { type: 'Organization' | 'AutoDealer' | 'Person'; name: string; url: string },
  summary: { average: number; count: number },
  items: readonly ReviewItem[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': subject.type,
    name: subject.name,
    url: subject.url,
    ...(summary.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: summary.average,
            reviewCount: summary.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: items.map((item) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: item.author },
            datePublished: item.isoDate,
            reviewBody: item.text,
            reviewRating: {
              '@type': 'Rating',
              ratingValue: item.rating,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}
