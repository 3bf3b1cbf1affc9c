import { loadLeadFile } from '../../features/reports/index.server.ts';
import type { Route } from './+types/lead-file';

// /reports/{report}/files/{fileId}/: a file the visitor attached to the lead (a resource route).
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLeadFile(request, context, params.lead, params.fileId);
}
