import { EnglishArticlePage } from '../../features/content/index.ts';
import { loadEnglishArticle } from '../../features/content/index.server.ts';
import type { Route } from './+types/news-id';

// SPEC 2.10 /en/news/{id}.
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadEnglishArticle(context, params.id, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.publication.title} | ${loaderData.holding}` },
    { name: 'description', content: loaderData.publication.announce },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <EnglishArticlePage
      publication={loaderData.publication}
      listHref={loaderData.listHref}
      jsonLd={loaderData.jsonLd}
    />
  );
}
