import { Outlet, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { loadShell } from '../shared/layout/shell-loader.server.ts';
import { SectionNav } from '../shared/layout/section-nav.tsx';
import type { SectionNavEntry } from '../shared/layout/section-nav.tsx';
import { SiteShell } from '../shared/layout/site-shell.tsx';

// Typed by hand: a layout without a built page has no generated route types.
export function loader({ context }: LoaderFunctionArgs) {
  return loadShell(context);
}

export const shouldRevalidate = () => false;

const ABOUT_PAGES: readonly SectionNavEntry[] = [
  { label: 'О компании', route: 'about' },
  { label: 'История', route: 'about-history' },
  { label: 'Награды', route: 'about-awards' },
  { label: 'Наши консультанты', route: 'about-advisers' },
  { label: 'Карьера', route: 'about-career' },
  { label: 'Комплаенс', route: 'about-compliance' },
];

/** The about layout of SPEC 2.1: the site shell with the section's own navigation. */
export default function AboutLayout() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <SiteShell menu={loaderData.menu} links={loaderData.links} aside={<SectionNav label="Раздел «О компании»" entries={ABOUT_PAGES} />}>
      <Outlet />
    </SiteShell>
  );
}
