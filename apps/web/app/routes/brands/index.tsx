import { BrandsListPage } from '../../features/brands/index.ts';
import { loadBrandList, linkedBrands, listCrumbs } from '../../features/brands/index.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/index';

// SPEC 2.3 /brands.
export async function loader({ context }: Route.LoaderArgs) {
  const { holdingId } = context.get(siteContext);
  return {
    brands: linkedBrands(holdingId, await loadBrandList(context)),
    crumbs: listCrumbs(holdingId),
  };
}

export function meta() {
  return [
    { title: 'Марки автомобилей: модели, цены и наличие' },
    {
      name: 'description',
      content: 'Все марки автомобилей дилерских центров: модели, поколения, кредит и гарантия.',
    },
  ];
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return <BrandsListPage brands={loaderData.brands} crumbs={loaderData.crumbs} />;
}
