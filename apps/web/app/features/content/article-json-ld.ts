import type { Publication } from './content-data.ts';

/** schema.org Article of a publication (Google's article structured data). */
export function articleJsonLd(
  publication: Publication,
  page: { url: string; image: string; publisher: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': publication.kind === 'news' ? 'NewsArticle' : 'Article',
    headline: publication.title,
    description: publication.announce,
    image: [page.image],
    datePublished: publication.publishedAt,
    mainEntityOfPage: page.url,
    author: { '@type': 'Organization', name: page.publisher },
    publisher: { '@type': 'Organization', name: page.publisher },
  };
}
