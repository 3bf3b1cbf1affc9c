import { BannerFormPage } from '../../features/reports/index.ts';
import { bannerAction, loadBanner } from '../../features/reports/index.server.ts';
import type { Route } from './+types/banner';

// /reports/content/banners/{new|id}: a home banner's form (decision 0072).
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBanner(request, context, params);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return bannerAction(request, context, params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.banner ? `Баннер: ${loaderData.banner.title}` : 'Новый баннер' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BannerFormPage {...loaderData} result={actionData} />;
}
