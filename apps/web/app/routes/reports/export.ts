import { loadExport } from '../../features/reports/index.server.ts';
import type { Route } from './+types/export';

// /reports/export/: the filtered leads as a CSV file (a resource route: no page).
export function loader({ request, context }: Route.LoaderArgs) {
  return loadExport(request, context);
}
