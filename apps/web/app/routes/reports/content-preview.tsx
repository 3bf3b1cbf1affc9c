import { PublicationPage } from '../../features/content/index.ts';
import { BannerPreviewPage } from '../../features/reports/index.ts';
import { loadBannerPreview, loadContentPreview } from '../../features/reports/index.server.ts';
import type { Route } from './+types/content-preview';

// /reports/content/{kind}/{id}/preview: the item drawn by its public page's own component, so
// staff see it as a visitor will (drafts and scheduled items included; decision 0068); a home
// banner (kind «banners») drawn by the home page's block (decision 0072).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.kind === 'banners')
    return { form: 'banner' as const, ...(await loadBannerPreview(request, context, params)) };
  const { kind, item } = await loadContentPreview(request, context, params);
  return {
    form: 'publication' as const,
    kind,
    head: { title: item.title, description: item.announce, h1: item.title, seoText: '' },
    publication: item.preview,
    url: new URL(request.url).href,
    listHref: `/${kind}/`,
    related: [],
    jsonLd: '{}',
    now: new Date().toISOString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.form === 'banner'
      ? `Предпросмотр баннера: ${loaderData.banner.title}`
      : `Предпросмотр: ${loaderData?.head.title ?? ''}`;
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData.form === 'banner' ? (
    <BannerPreviewPage banner={loaderData.banner} />
  ) : (
    <PublicationPage view={loaderData} />
  );
}
