import { handleLeadAction } from '../../features/lead-form/index.server.ts';
import { ServiceFormSection } from '../../features/lead-form/index.ts';
import { ServicePage, serviceFormOf } from '../../features/service/index.ts';
import { loadServicePage, servicePathOf } from '../../features/service/index.server.ts';
import type { Route } from './+types/with-form';

// A /service or /services page of SPEC 2.7 that takes a request: its text, then its lead form.
export async function loader({ context, url }: Route.LoaderArgs) {
  const path = servicePathOf(url.pathname);
  return { view: await loadServicePage(context, url, path), form: serviceFormOf(path) };
}

export function action({ context, request, url }: Route.ActionArgs) {
  const form = serviceFormOf(servicePathOf(url.pathname));
  return handleLeadAction(request, context, {
    forms: form ? [form.formId] : [],
    files: Boolean(form?.attach),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description } = loaderData.view;
  return [{ title }, { name: 'description', content: description }];
}

export default function ServiceWithForm({ loaderData }: Route.ComponentProps) {
  const { view, form } = loaderData;
  return <ServicePage view={view}>{form && <ServiceFormSection form={form} />}</ServicePage>;
}
