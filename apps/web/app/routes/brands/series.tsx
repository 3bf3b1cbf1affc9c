import { SeriesPage } from '../../features/brands/index.ts';
import { loadSeries } from '../../features/brands/load-brands.server.ts';
import type { Route } from './+types/series';

// SPEC 2.3 /brands/{brand}/{model}/{series}.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return { detail: await loadSeries(context, params.brand, params.model, params.series, new URL(request.url)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { brand, model, series } = loaderData.detail;
  return [{ title: `${brand.nameEn} ${model.name} ${series.name}: характеристики` }, { name: 'description', content: `Технические характеристики ${brand.nameEn} ${model.name} ${series.name}.` }];
}

export default function BrandSeries({ loaderData }: Route.ComponentProps) {
  return <SeriesPage detail={loaderData.detail} />;
}
