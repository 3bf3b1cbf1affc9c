import { Outlet, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteName } from '@dealer/domain';
import { CompactShell } from '../shared/layout/compact-shell.tsx';
import { builtEntries } from '../shared/layout/shell-loader.server.ts';
import { siteContext } from '../shared/site/context.ts';

const ENGLISH_PAGES: readonly { label: string; route: RouteName }[] = [
  { label: 'About us', route: 'en-about' },
  { label: 'History', route: 'en-history' },
  { label: 'News', route: 'en-news' },
  { label: 'Compliance', route: 'en-about-compliance' },
];

// Typed by hand, like the other layouts: the English pages' own navigation, built pages only.
export function loader({ context }: LoaderFunctionArgs) {
  const nav = builtEntries(context.get(siteContext).holdingId, ENGLISH_PAGES);
  return { nav, home: nav[0]?.href ?? '/' };
}

export const shouldRevalidate = () => false;

/** The english layout of SPEC 2.1: the English pages with their own slim navigation. */
export default function EnglishLayout() {
  const { nav, home } = useLoaderData<typeof loader>();
  return (
    <CompactShell variant="english" nav={nav} home={home}>
      <Outlet />
    </CompactShell>
  );
}
