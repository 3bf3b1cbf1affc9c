import { TopicPage } from '../../features/brands/index.ts';
import { loadBrand, loadTopicText } from '../../features/brands/load-brands.server.ts';
import type { Route } from './+types/guaranty';

// SPEC 2.3 /brands/{brand}/guaranty.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [detail, text] = await Promise.all([loadBrand(context, params.brand, new URL(request.url)), loadTopicText(context, 'guaranty', params.brand)]);
  return { detail, text };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: `Гарантия ${loaderData.detail.brand.nameEn}` }] : [];
}

export default function BrandGuaranty({ loaderData }: Route.ComponentProps) {
  const { detail, text } = loaderData;
  return <TopicPage topic="guaranty" brand={detail.brand} models={detail.models} text={text} />;
}
