import { MobileAppPage } from '../../features/mobile-app/index.ts';
import { loadPromo } from '../../features/mobile-app/index.server.ts';
import type { Route } from './+types/index';

// SPEC 2.3 /mobileapp/: the promotion of the holding's app, the same page for every visitor.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadPromo(context, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData.holdingName;
  return [
    { title: `Мобильное приложение ${name}: запись на сервис, бонусы и гараж` },
    {
      name: 'description',
      content: `Приложение ${name}: онлайн-запись на сервис, история обслуживания, персональные предложения, бонусные баллы и гараж ваших автомобилей.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
}

export default function MobileApp({ loaderData }: Route.ComponentProps) {
  return <MobileAppPage data={loaderData} />;
}
