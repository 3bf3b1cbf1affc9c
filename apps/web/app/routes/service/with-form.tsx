import { Suspense, useMemo } from 'react';
import { handleLeadAction } from '../../features/lead-form/index.server.ts';
import { ServicePage, serviceFormOf, type ServiceForm } from '../../features/service/index.ts';
import { loadServicePage, servicePathOf } from '../../features/service/index.server.ts';
import { serverReady } from '../../shared/ui/lazy.tsx';
import { AfterTouch, useFirstTouch } from '../../shared/ui/on-first-touch.tsx';
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

// The form's code (the form system, Conform, the mask) loads when the visitor first reaches for
// the form; until then it is the server's HTML and posts as it does without JavaScript.
const ServiceLeadForm = serverReady(() => import('./service-lead-form.tsx'));

/** The request form of a service page, woken on the visitor's first touch (useFirstTouch). */
function ServiceFormSection({ form }: { form: ServiceForm }) {
  const [section, gate] = useFirstTouch<HTMLElement>();
  // The same element while the form is the same: React leaves a waiting boundary alone then.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <AfterTouch gate={gate}>
          <ServiceLeadForm form={form} />
        </AfterTouch>
      </Suspense>
    ),
    [gate, form],
  );
  return (
    <section ref={section} aria-labelledby="service-form">
      <h2 id="service-form">{form.heading}</h2>
      {boundary}
    </section>
  );
}

export default function ServiceWithForm({ loaderData }: Route.ComponentProps) {
  const { view, form } = loaderData;
  return <ServicePage view={view}>{form && <ServiceFormSection form={form} />}</ServicePage>;
}
