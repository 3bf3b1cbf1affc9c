import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { FEEDBACK_FORM_ID } from '@dealer/domain';
import { FeedbackPage } from '../features/lead-form/index.ts';
import { handleLeadAction, loadFeedbackDealers } from '../features/lead-form/index.server.ts';
import pageStyles from '../shared/ui/page.module.css';
import type { Route } from './+types/feedback';

// SPEC 2.3 /feedback/: the feedback form as a page; the panel of every page posts here too.
export async function loader({ context }: Route.LoaderArgs) {
  return { dealers: await loadFeedbackDealers(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadAction(request, context, { forms: [FEEDBACK_FORM_ID] });
}

// A sent lead changes nothing the page shows: no reload of its data (which, with the API away,
// would swap the form and what was typed for an error page).
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export function meta() {
  return [{ title: 'Обратная связь' }];
}

export default function Feedback({ loaderData }: Route.ComponentProps) {
  return (
    <div className={pageStyles.page}>
      <FeedbackPage dealers={loaderData.dealers} />
    </div>
  );
}
