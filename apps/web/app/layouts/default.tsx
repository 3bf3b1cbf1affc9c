import { Outlet, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { loadShell } from '../shared/layout/shell-loader.server.ts';
import { unpack } from '../shared/api/packed.ts';
import { SiteShell } from '../shared/layout/site-shell.tsx';

// Typed by hand: a layout without a built page has no generated route types.
export function loader({ context }: LoaderFunctionArgs) {
  return loadShell(context);
}

// The menu depends only on the holding and the built pages: loaded once per document.
export const shouldRevalidate = () => false;

/** The default layout of SPEC 2.1: the full site shell. */
export default function DefaultLayout() {
  const loaderData = useLoaderData<typeof loader>();
  const { menu, links } = unpack(loaderData, 'shell');
  return (
    <SiteShell menu={menu} links={links}>
      <Outlet />
    </SiteShell>
  );
}
