import { FaqPage, headMeta } from '../../features/content/index.ts';
import { loadFaq } from '../../features/content/index.server.ts';
import type { Route } from './+types/faq';

// SPEC 2.3 /faq.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadFaq(context, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return headMeta(loaderData?.head);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FaqPage faq={loaderData.faq} head={loaderData.head} />;
}
