import { describe, expect, it } from 'vitest';
import {
  pageLinks,
  ratingLinks,
  readReviewsQuery,
  reviewItem,
  reviewsHref,
  reviewsJsonLd,
} from './reviews-data.ts';

const review = {
  id: 7,
  authorName: 'Ольга',
  rating: 4,
  text: 'Всё понравилось, спасибо менеджеру.',
  answer: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  dealer: { code: 'd', name: 'Дилер' },
  employee: { code: 'e', name: 'Иван Петров', position: 'Менеджер' },
};

describe('reviews page data', () => {
  it('reads page and rating from the URL, defaults for anything else', () => {
    expect(readReviewsQuery(new URL('http://x/reviews/?page=3&rating=5'))).toEqual({
      page: 3,
      rating: 5,
    });
    expect(readReviewsQuery(new URL('http://x/reviews/?page=-1&rating=9'))).toEqual({
      page: 1,
      rating: null,
    });
    expect(readReviewsQuery(new URL('http://x/reviews/?page=2.5&rating=abc'))).toEqual({
      page: 1,
      rating: null,
    });
  });

  it('builds clean links for pages and marks', () => {
    expect(reviewsHref('/reviews/', 1, null)).toBe('/reviews/');
    expect(reviewsHref('/reviews/', 2, 5)).toBe('/reviews/?rating=5&page=2');
    expect(pageLinks('/reviews/', 1, 1, null)).toEqual([]);
    expect(pageLinks('/reviews/', 5, 9, null).map((l) => l.label)).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(pageLinks('/reviews/', 5, 9, null).find((l) => l.current)?.href).toBe(
      '/reviews/?page=5',
    );
    const marks = ratingLinks('/reviews/', 4);
    expect(marks.map((l) => l.label)).toEqual(['Все оценки', '5 ★', '4 ★', '3 ★', '2 ★', '1 ★']);
    expect(marks.find((l) => l.current)?.href).toBe('/reviews/?rating=4');
  });

  it('shows a review with its long Russian date and whom it is about', () => {
    expect(reviewItem(review)).toMatchObject({
      date: '2 марта 2026 г.',
      isoDate: '2026-03-02',
      about: 'Иван Петров, Менеджер',
    });
  });

  it('gives search engines the AggregateRating and the page reviews, nothing without reviews', () => {
    const items = [reviewItem(review)];
    const ld = reviewsJsonLd(
      { type: 'AutoDealer', name: 'Дилер', url: 'https://x/reviews/d/' },
      { average: 4.25, count: 8 },
      items,
    );
    expect(ld).toMatchObject({
      '@type': 'AutoDealer',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.25, reviewCount: 8 },
      review: [
        { '@type': 'Review', reviewRating: { ratingValue: 4 }, datePublished: '2026-03-02' },
      ],
    });
    const none = reviewsJsonLd(
      { type: 'Person', name: 'Иван', url: 'https://x/' },
      { average: 0, count: 0 },
      [],
    );
    expect(none).not.toHaveProperty('aggregateRating');
  });
});
