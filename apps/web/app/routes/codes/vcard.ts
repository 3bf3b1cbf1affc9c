import { vcardResponse } from '../../features/codes/index.server.ts';
import type { Route } from './+types/vcard';

// SPEC 2.3 /vcard/{code}: the employee's business card as a .vcf file, in Russian.
export function loader({ context, params }: Route.LoaderArgs) {
  return vcardResponse(context, params.code, 'ru');
}
