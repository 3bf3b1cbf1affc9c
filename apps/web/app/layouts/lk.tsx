import { Outlet, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteName } from '@dealer/domain';
import { loadSectionShell } from '../shared/layout/shell-loader.server.ts';
import { SectionNav } from '../shared/layout/section-nav.tsx';
import { unpack } from '../shared/api/packed.ts';
import { SiteShell } from '../shared/layout/site-shell.tsx';

const LK_PAGES: readonly { label: string; route: RouteName }[] = [
  { label: 'Личный кабинет', route: 'lk' },
  { label: 'Профиль', route: 'lk-profile' },
  { label: 'Гараж', route: 'lk-garage' },
  { label: 'Заявки', route: 'lk-orders' },
  { label: 'Запись на сервис', route: 'lk-service-registration' },
  { label: 'Страховки', route: 'lk-insurances' },
  { label: 'Избранное', route: 'lk-favorites' },
  { label: 'Сравнение', route: 'lk-compare' },
  { label: 'Уведомления', route: 'lk-notifications' },
  { label: 'Программа лояльности', route: 'lk-loyalty' },
];

// Typed by hand: a layout without a built page has no generated route types.
export function loader({ context }: LoaderFunctionArgs) {
  return loadSectionShell(context, LK_PAGES);
}

export const shouldRevalidate = () => false;

/** The lk layout of SPEC 2.1: the site shell with the personal area's navigation. */
export default function LkLayout() {
  const loaderData = useLoaderData<typeof loader>();
  const { menu, links } = unpack(loaderData, 'shell');
  return (
    <SiteShell
      menu={menu}
      links={links}
      aside={<SectionNav label="Личный кабинет" links={loaderData.section} />}
    >
      <Outlet />
    </SiteShell>
  );
}
