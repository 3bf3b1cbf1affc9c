import { TopicPage } from '../../features/brands/index.ts';
import { loadModel, loadTopicText, topicView } from '../../features/brands/index.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/model-credit';

// SPEC 2.3 /brands/{brand}/{model}/credit.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [detail, text] = await Promise.all([
    loadModel(context, params.brand, params.model, new URL(request.url)),
    loadTopicText(context, 'credit', params.brand),
  ]);
  const view = topicView(
    context.get(siteContext).holdingId,
    'credit',
    { ...detail.brand, description: '' },
    [detail.model],
    detail.model,
  );
  return { view, text };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData
    ? [{ title: `Кредит на ${loaderData.view.brand.nameEn} ${loaderData.view.model?.name ?? ''}` }]
    : [];
}

export default function BrandModelCredit({ loaderData }: Route.ComponentProps) {
  return <TopicPage view={loaderData.view} text={loaderData.text} />;
}
