import { BannerPreviewPage } from '../../features/reports/index.ts';
import { loadBannerPreview } from '../../features/reports/index.server.ts';
import type { Route } from './+types/banner-preview';

// /reports/content/banners/{id}/preview: the banner drawn by the home page's own block, whatever
// its state (decision 0072).
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBannerPreview(request, context, params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Предпросмотр баннера: ${loaderData?.banner.title ?? ''}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BannerPreviewPage banner={loaderData.banner} />;
}
