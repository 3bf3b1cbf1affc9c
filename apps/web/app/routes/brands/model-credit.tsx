import { TopicPage } from '../../features/brands/index.ts';
import { loadModel, loadTopicText } from '../../features/brands/load-brands.server.ts';
import type { Route } from './+types/model-credit';

// SPEC 2.3 /brands/{brand}/{model}/credit.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [detail, text] = await Promise.all([loadModel(context, params.brand, params.model, new URL(request.url)), loadTopicText(context, 'credit', params.brand)]);
  return { detail, text };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: `Кредит на ${loaderData.detail.brand.nameEn} ${loaderData.detail.model.name}` }] : [];
}

export default function BrandModelCredit({ loaderData }: Route.ComponentProps) {
  const { detail, text } = loaderData;
  return <TopicPage topic="credit" brand={{ ...detail.brand, description: '' }} models={[detail.model]} model={detail.model} text={text} />;
}
