import { Outlet, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteName } from '@dealer/domain';
import { loadSectionShell } from '../shared/layout/shell-loader.server.ts';
import { SectionNav } from '../shared/layout/section-nav.tsx';
import { unpack } from '../shared/api/packed.ts';
import { SiteShell } from '../shared/layout/site-shell.tsx';

const ABOUT_PAGES: readonly { label: string; route: RouteName }[] = [
  { label: 'О компании', route: 'about' },
  { label: 'История', route: 'about-history' },
  { label: 'Награды', route: 'about-awards' },
  { label: 'Наши консультанты', route: 'about-advisers' },
  { label: 'Карьера', route: 'about-career' },
  { label: 'Комплаенс', route: 'about-compliance' },
];

// Typed by hand: a layout without a built page has no generated route types.
export function loader({ context }: LoaderFunctionArgs) {
  return loadSectionShell(context, ABOUT_PAGES);
}

export const shouldRevalidate = () => false;

/** The about layout of SPEC 2.1: the site shell with the section's own navigation. */
export default function AboutLayout() {
  const loaderData = useLoaderData<typeof loader>();
  const { menu, links } = unpack(loaderData, 'shell');
  return (
    <SiteShell
      menu={menu}
      links={links}
      aside={<SectionNav label="Раздел «О компании»" links={loaderData.section} />}
    >
      <Outlet />
    </SiteShell>
  );
}
