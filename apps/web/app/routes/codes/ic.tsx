import { followItemCode } from '../../features/codes/index.server.ts';
import { builtPath } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/ic';

// SPEC 2.3 /ic/{code}: a printed code opens its vehicle card; unknown codes are 404.
export function loader({ context, params, request }: Route.LoaderArgs) {
  const { holdingId } = context.get(siteContext);
  return followItemCode(
    context,
    params.code,
    new URL(request.url),
    (path) => builtPath(holdingId, path) !== null,
  );
}

// The loader always redirects or throws: the page shown is the vehicle card or the error page.
export default function ItemCode() {
  return null;
}
