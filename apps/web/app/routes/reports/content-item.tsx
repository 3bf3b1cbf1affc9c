import { PublicationFormPage } from '../../features/reports/index.ts';
import { contentItemAction, loadContentItem } from '../../features/reports/index.server.ts';
import type { Route } from './+types/content-item';

// /reports/content/{kind}/{new|id}: a publication's form (decision 0068).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const saved = new URL(request.url).searchParams.has('saved');
  return { ...(await loadContentItem(request, context, params)), saved };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return contentItemAction(request, context, params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.item?.title ?? 'Новая запись' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PublicationFormPage {...loaderData} result={actionData} />;
}
