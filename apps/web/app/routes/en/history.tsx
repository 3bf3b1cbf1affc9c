import { EnglishTextPage, englishTextMeta } from '../../features/content/index.ts';
import { loadEnglishText } from '../../features/content/index.server.ts';
import type { Route } from './+types/history';

// SPEC 2.10 /en/history: the editors' English text.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadEnglishText(context, 'en-history', new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return englishTextMeta(loaderData);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EnglishTextPage page={loaderData.page} />;
}
