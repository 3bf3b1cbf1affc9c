import { EnglishNewsPage } from '../../features/content/index.ts';
import { loadEnglishNews } from '../../features/content/index.server.ts';
import type { Route } from './+types/news';

// SPEC 2.10 /en/news: the news written in English.
export function loader({ context }: Route.LoaderArgs) {
  return loadEnglishNews(context);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `News | ${loaderData.holding}` },
    { name: 'description', content: `News of ${loaderData.holding} in English.` },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EnglishNewsPage items={loaderData.items} />;
}
