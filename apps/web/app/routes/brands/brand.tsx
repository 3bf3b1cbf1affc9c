import { BrandPage } from '../../features/brands/index.ts';
import { loadBrand, brandView } from '../../features/brands/index.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/brand';

// SPEC 2.3 /brands/{brand}.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const detail = await loadBrand(context, params.brand, new URL(request.url));
  return { view: brandView(context.get(siteContext).holdingId, detail) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { brand } = loaderData.view;
  return [
    { title: `${brand.nameEn}: модели, цены и наличие` },
    {
      name: 'description',
      content: `Модели ${brand.nameEn} (${brand.nameRu}) у официального дилера: наличие, кредит и гарантия.`,
    },
  ];
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  return <BrandPage view={loaderData.view} />;
}
