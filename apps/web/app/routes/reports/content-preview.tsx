import { PublicationPage } from '../../features/content/index.ts';
import { loadContentPreview } from '../../features/reports/index.server.ts';
import type { Route } from './+types/content-preview';

// /reports/content/{kind}/{id}/preview: the item drawn by its public page's own component, so
// staff see it as a visitor will (drafts and scheduled items included; decision 0068).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, item } = await loadContentPreview(request, context, params);
  return {
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
  return [
    { title: `Предпросмотр: ${loaderData?.head.title ?? ''}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PublicationPage view={loaderData} />;
}
