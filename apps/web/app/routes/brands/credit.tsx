import { TopicPage } from '../../features/brands/index.ts';
import { loadBrand, loadTopicText, topicView } from '../../features/brands/index.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/credit';

// SPEC 2.3 /brands/{brand}/credit.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [detail, text] = await Promise.all([
    loadBrand(context, params.brand, new URL(request.url)),
    loadTopicText(context, 'credit', params.brand),
  ]);
  return {
    view: topicView(context.get(siteContext).holdingId, 'credit', detail.brand, detail.models),
    text,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: `Кредит на ${loaderData.view.brand.nameEn}` }] : [];
}

export default function BrandCredit({ loaderData }: Route.ComponentProps) {
  return <TopicPage view={loaderData.view} text={loaderData.text} />;
}
