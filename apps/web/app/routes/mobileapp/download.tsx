import { DownloadPage } from '../../features/mobile-app/index.ts';
import { loadDownload } from '../../features/mobile-app/index.server.ts';
import type { Route } from './+types/download';

// SPEC 2.3 /mobileapp/download/: a phone goes on to its store by User-Agent; others get the page.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadDownload(context, request);
}

// The answer depends on the User-Agent: the loader's no-store and Vary reach the document.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Скачать приложение ${loaderData.holdingName}` },
    {
      name: 'description',
      content: `Приложение ${loaderData.holdingName} для iPhone и Android: магазины приложений и QR-код для телефона.`,
    },
    // A way to the stores, not content of its own: /mobileapp/ is the page to find.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function MobileAppDownload({ loaderData }: Route.ComponentProps) {
  return <DownloadPage data={loaderData} />;
}
