import { ContentListPage } from '../../features/reports/index.ts';
import { loadContentList } from '../../features/reports/index.server.ts';
import type { Route } from './+types/content';

// /reports/content/: news, promotions, blog, media and info pages of the holding (decision 0068).
export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentList(request, context);
}

export function meta() {
  return [{ title: 'Контент' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentListPage {...loaderData} />;
}
