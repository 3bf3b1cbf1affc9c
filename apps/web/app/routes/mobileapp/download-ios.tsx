import { IosPage } from '../../features/mobile-app/index.ts';
import { loadIos } from '../../features/mobile-app/index.server.ts';
import type { Route } from './+types/download-ios';

// SPEC 2.3 /mobileapp/download/ios/: the App Store when the app is there, else what to do meanwhile.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadIos(context, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Приложение ${loaderData.holdingName} для iPhone и iPad` },
    {
      name: 'description',
      content: `Приложение ${loaderData.holdingName} для iPhone и iPad скоро появится в App Store.`,
    },
    // A way to the stores, not content of its own: /mobileapp/ is the page to find.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function MobileAppDownloadIos({ loaderData }: Route.ComponentProps) {
  return <IosPage data={loaderData} />;
}
