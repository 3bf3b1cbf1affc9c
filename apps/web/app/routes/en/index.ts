import { data, redirect } from 'react-router';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/index';

// /en/ leads to the English pages (issue 29): the about page, where the header's EN link goes.
export function loader({ context }: Route.LoaderArgs) {
  const about = builtHref(context.get(siteContext).holdingId, 'en-about');
  if (!about) throw data(null, { status: 404, statusText: 'Page Not Found: /en/' });
  return redirect(about, 301);
}
