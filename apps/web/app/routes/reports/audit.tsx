import { AuditPage } from '../../features/reports/index.ts';
import { loadAudit } from '../../features/reports/index.server.ts';
import type { Route } from './+types/audit';

// /reports/audit/: the back office's change log (administrators only).
export function loader({ request, context }: Route.LoaderArgs) {
  return loadAudit(request, context);
}

export function meta() {
  return [{ title: 'Журнал изменений' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}
