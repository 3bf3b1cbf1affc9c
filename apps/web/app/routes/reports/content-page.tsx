import { InfoPageFormPage } from '../../features/reports/index.ts';
import { infoPageAction, loadInfoPage } from '../../features/reports/index.server.ts';
import type { Route } from './+types/content-page';

// /reports/content/pages/{code}: an info page of SPEC 2.3, edited by an administrator.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadInfoPage(request, context, params.code);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return infoPageAction(request, context, params.code);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.page.title ?? 'Страница' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <InfoPageFormPage {...loaderData} result={actionData} />;
}
