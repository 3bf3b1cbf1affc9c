import { LeadPage } from '../../features/reports/index.ts';
import { loadLead } from '../../features/reports/index.server.ts';
import type { Route } from './+types/lead';

// /reports/{report}/: one lead with its consent evidence.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLead(request, context, params.report);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Заявка № ${loaderData.lead.id}` : 'Заявка' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LeadPage {...loaderData} />;
}
