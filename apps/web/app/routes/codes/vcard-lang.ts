import { vcardResponse } from '../../features/codes/index.server.ts';
import type { Route } from './+types/vcard-lang';

// SPEC 2.3 /vcard/{lang}/{code}: the business card in ru, en or cn; other languages are 404.
export function loader({ context, params }: Route.LoaderArgs) {
  return vcardResponse(context, params.code, params.lang);
}
