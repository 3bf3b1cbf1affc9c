import { isRouteErrorResponse, useLocation, useMatches, useRouteError } from 'react-router';
import { EMBED_BACK_LABEL, embedErrorHref } from '@dealer/domain';
import { unpack } from '../api/packed.ts';
import type { PackedShell } from '../layout/shell-links.ts';
import { SiteShell } from '../layout/site-shell.tsx';
import { ErrorPage } from './error-page.tsx';

function hasShell(value: unknown): value is { shell: PackedShell } {
  return typeof (value as { shell?: unknown } | null)?.shell === 'string';
}

/**
 * The root error boundary's page (SPEC 2.17): a 404, a gone page (410) inside the site's frame, or
 * an unexpected error. Root loads it lazily: most pages never show it.
 */
export default function RouteError({ embedded }: { embedded: boolean }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // SPEC 2.17: a gone page (410) keeps the header, menu and footer; the menu comes from its layout.
  const matches = useMatches();
  const layout = matches.map((match) => match.loaderData).find(hasShell);
  const { search } = useLocation();
  const routeId = matches.at(-1)?.id;
  // Inside an embed the page never links out of it: a card's error leads back to its list (the card
  // carries the list's query), a broken list has no link.
  const back = embedded ? embedErrorHref(routeId, search) : undefined;
  const link = typeof back === 'string' ? { href: back, label: EMBED_BACK_LABEL } : back;
  if (!isRouteErrorResponse(error)) console.error(error);
  // Inside an iframe embed (layout clear) there is no site frame to keep.
  if (status === 410 && !embedded) {
    const shell = layout && unpack(layout, 'shell');
    return (
      <SiteShell menu={shell?.menu ?? []} links={shell?.links}>
        <ErrorPage status={status} />
      </SiteShell>
    );
  }
  // Without the site frame the wrapper the skip link lands on comes from here.
  return (
    <div id="main" tabIndex={-1}>
      <ErrorPage status={status} link={link} />
    </div>
  );
}
