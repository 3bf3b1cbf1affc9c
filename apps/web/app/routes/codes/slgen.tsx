import { ShortLinkPage } from '../../features/reports/index.ts';
import { shortLinkAction, loadShortLink } from '../../features/reports/index.server.ts';
import type { Route } from './+types/slgen';

// SPEC 2.3 /slgen/: staff make a short link to a page of the site (staff session of /reports).
export function loader({ request, context }: Route.LoaderArgs) {
  return loadShortLink(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return shortLinkAction(request, context);
}

export function meta() {
  return [{ title: 'Короткая ссылка' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <ShortLinkPage state={actionData} />;
}
