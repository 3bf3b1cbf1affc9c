import { followShortLink } from '../../features/codes/index.server.ts';
import type { Route } from './+types/sl';

// SPEC 2.3 /sl/{code}: a redirect to the page of this site the code names; unknown codes are 404.
export function loader({ context, params, request }: Route.LoaderArgs) {
  return followShortLink(context, params.code, new URL(request.url));
}

// The loader always redirects or throws: the page shown is the redirect's target or the error page.
export default function ShortLink() {
  return null;
}
