import { BrandPage } from '../../features/brands/index.ts';
import { loadBrand } from '../../features/brands/load-brands.server.ts';
import type { Route } from './+types/brand';

// SPEC 2.3 /brands/{brand}.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return { detail: await loadBrand(context, params.brand, new URL(request.url)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { brand } = loaderData.detail;
  return [{ title: `${brand.nameEn}: модели, цены и наличие` }, { name: 'description', content: `Модели ${brand.nameEn} (${brand.nameRu}) у официального дилера: наличие, кредит и гарантия.` }];
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  return <BrandPage detail={loaderData.detail} />;
}
