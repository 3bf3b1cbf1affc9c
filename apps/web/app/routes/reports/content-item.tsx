import { BannerFormPage, PublicationFormPage } from '../../features/reports/index.ts';
import {
  bannerAction,
  contentItemAction,
  loadBanner,
  loadContentItem,
} from '../../features/reports/index.server.ts';
import type { Route } from './+types/content-item';

// /reports/content/{kind}/{new|id}: a publication's form (decision 0068), or a home banner's
// (kind «banners», decision 0072: one route row for both keeps every page's manifest as it was).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.kind === 'banners')
    return { form: 'banner' as const, ...(await loadBanner(request, context, params)) };
  const saved = new URL(request.url).searchParams.has('saved');
  return {
    form: 'publication' as const,
    ...(await loadContentItem(request, context, params)),
    saved,
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return params.kind === 'banners'
    ? bannerAction(request, context, params)
    : contentItemAction(request, context, params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.form === 'banner'
      ? loaderData.banner
        ? `Баннер: ${loaderData.banner.title}`
        : 'Новый баннер'
      : (loaderData?.item?.title ?? 'Новая запись');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.form === 'banner' ? (
    <BannerFormPage {...loaderData} result={actionData} />
  ) : (
    <PublicationFormPage {...loaderData} result={actionData} />
  );
}
