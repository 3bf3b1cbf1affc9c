import { TopicPage } from '../../features/brands/index.ts';
import { loadBrand, loadTopicText } from '../../features/brands/load-brands.server.ts';
import type { Route } from './+types/credit';

// SPEC 2.3 /brands/{brand}/credit.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [detail, text] = await Promise.all([loadBrand(context, params.brand, new URL(request.url)), loadTopicText(context, 'credit', params.brand)]);
  return { detail, text };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: `Кредит на ${loaderData.detail.brand.nameEn}` }] : [];
}

export default function BrandCredit({ loaderData }: Route.ComponentProps) {
  const { detail, text } = loaderData;
  return <TopicPage topic="credit" brand={detail.brand} models={detail.models} text={text} />;
}
