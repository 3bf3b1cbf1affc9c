import { data } from 'react-router';
import {
  CommentField,
  LeadForm,
  NameField,
  PhoneField,
  TextField,
} from '../../features/lead-form/index.ts';
import { handleLeadAction } from '../../features/lead-form/index.server.ts';
import { EmbeddedServiceForm, serviceFormOf } from '../../features/service/index.ts';
import { loadServicePage } from '../../features/service/index.server.ts';
import type { Route } from './+types/services-form';

/** The services page an embed carries the form of: /iframe/services/insurance → services/insurance. */
const pageOf = (pathname: string) => pathname.replace(/^\/iframe\/|\/+$/g, '');

// SPEC 2.10 /iframe/services/insurance and /iframe/services/testdrive: the page's form alone.
export async function loader({ context, url }: Route.LoaderArgs) {
  const path = pageOf(url.pathname);
  const form = serviceFormOf(path);
  if (!form) throw data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });
  return { view: await loadServicePage(context, url, path), form };
}

export function action({ context, request, url }: Route.ActionArgs) {
  const form = serviceFormOf(pageOf(url.pathname));
  return handleLeadAction(request, context, { forms: form ? [form.formId] : [] });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.form.heading }] : [];
}

export default function EmbeddedServicesForm({ loaderData }: Route.ComponentProps) {
  const { view, form } = loaderData;
  return (
    <EmbeddedServiceForm title={view.title} heading={form.heading}>
      <LeadForm formId={form.formId} submitLabel={form.submitLabel}>
        <NameField />
        <PhoneField />
        <TextField name="mark" label="Марка" maxLength={100} />
        <TextField name="model" label="Модель" maxLength={100} />
        <CommentField />
      </LeadForm>
    </EmbeddedServiceForm>
  );
}
