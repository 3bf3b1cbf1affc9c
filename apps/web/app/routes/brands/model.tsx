import { ModelPage } from '../../features/brands/index.ts';
import { loadModel, modelView } from '../../features/brands/index.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/model';

// SPEC 2.3 /brands/{brand}/{model}.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const detail = await loadModel(context, params.brand, params.model, new URL(request.url));
  return { view: modelView(context.get(siteContext).holdingId, detail) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { brand, model } = loaderData.view;
  return [
    { title: `${brand.nameEn} ${model.name}: поколения, модификации и наличие` },
    {
      name: 'description',
      content: `${brand.nameEn} ${model.name}: поколения, модификации в продаже, кредит.`,
    },
  ];
}

export default function BrandModel({ loaderData }: Route.ComponentProps) {
  return <ModelPage view={loaderData.view} />;
}
