import { LeadPage } from '../../features/reports/index.ts';
import { leadAction, loadLead } from '../../features/reports/index.server.ts';
import type { Route } from './+types/lead';

// /reports/{report}/: one lead with its car, terms, files, consent and history; its state changed here.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLead(request, context, params.report);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return leadAction(request, context, params.report);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Заявка № ${loaderData.lead.id}` : 'Заявка' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage {...loaderData} result={actionData} />;
}
