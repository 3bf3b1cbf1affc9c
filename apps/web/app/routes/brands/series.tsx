import { SeriesPage } from '../../features/brands/index.ts';
import { loadSeries, seriesView } from '../../features/brands/index.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/series';

// SPEC 2.3 /brands/{brand}/{model}/{series}.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const detail = await loadSeries(
    context,
    params.brand,
    params.model,
    params.series,
    new URL(request.url),
  );
  return { view: seriesView(context.get(siteContext).holdingId, detail) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { brand, model, series } = loaderData.view;
  return [
    { title: `${brand.nameEn} ${model.name} ${series.name}: характеристики` },
    {
      name: 'description',
      content: `Технические характеристики ${brand.nameEn} ${model.name} ${series.name}.`,
    },
  ];
}

export default function BrandSeries({ loaderData }: Route.ComponentProps) {
  return <SeriesPage view={loaderData.view} />;
}
