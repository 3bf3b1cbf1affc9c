import { lazy, Suspense } from 'react';
import { handleLeadAction } from '../../features/lead-form/index.server.ts';
import { GaragePage } from '../../features/lk/index.ts';
import { loadGarage, garageAction } from '../../features/lk/index.server.ts';
import type { Route } from './+types/garage';

// SPEC 2.9 /lk/garage/: the cars, added by VIN or state number.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadGarage(request, context);
}

// SPEC 3 garage add-limit is a lead of the shared form system; its code loads only for a full
// garage, where the request is offered.
const GarageLimitForm = lazy(() =>
  import('../../features/lead-form/index.ts').then(
    ({ CommentField, LeadForm, NameField, PhoneField }) => ({
      default: () => (
        <LeadForm formId="form_garage_add_limit" submitLabel="Отправить заявку">
          <NameField />
          <PhoneField />
          <CommentField />
        </LeadForm>
      ),
    }),
  ),
);

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await request.clone().formData();
  if (posted.get('formId') === 'form_garage_add_limit')
    return handleLeadAction(request, context, { forms: ['form_garage_add_limit'] });
  return garageAction(request, context);
}

export function meta() {
  return [{ title: 'Гараж' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  // The lead form reads its own answer; the garage's forms read theirs.
  const result = actionData && 'ok' in actionData ? actionData : undefined;
  return (
    <GaragePage
      {...loaderData}
      result={result}
      limitForm={
        loaderData.cars.length >= loaderData.limit && (
          <Suspense fallback={null}>
            <GarageLimitForm />
          </Suspense>
        )
      }
    />
  );
}
