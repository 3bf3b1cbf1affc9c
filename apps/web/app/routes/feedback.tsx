import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { FEEDBACK_FORM_ID } from '@dealer/domain';
import { FeedbackPage } from '../features/lead-form/index.ts';
import { handleLeadAction, loadFeedbackDealers } from '../features/lead-form/index.server.ts';
import { notFound } from '../shared/navigation/chain.server.ts';
import pageStyles from '../shared/ui/page.module.css';
import type { Route } from './+types/feedback';

// SPEC 2.3 /feedback/: the feedback form as a page; the panel of every page posts here too.
// /feedback/{dealer}/ is the same page with the form narrowed to that dealer; an unknown one is 404.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const dealer = 'dealer' in params ? params.dealer : undefined;
  const dealers = await loadFeedbackDealers(context, dealer);
  if (dealer && dealers.length === 0) throw notFound(new URL(request.url).pathname);
  const name = dealer ? dealers[0]!.nameRu || dealers[0]!.name : undefined;
  const meta = [
    { title: name ? `Обратная связь: ${name}` : 'Обратная связь' },
    {
      name: 'description',
      content: name
        ? `Задайте вопрос дилерскому центру ${name}, оставьте отзыв или предложение: менеджер свяжется с вами.`
        : 'Задайте вопрос, оставьте отзыв или предложение дилерскому центру: менеджер свяжется с вами.',
    },
  ];
  return { dealers, action: dealer ? `/feedback/${dealer}/` : undefined, meta };
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

// The head's texts come with the loader's data: the browser's copy of this module stays small.
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Feedback({ loaderData }: Route.ComponentProps) {
  return (
    <main className={pageStyles.page}>
      <FeedbackPage dealers={loaderData.dealers} action={loaderData.action} />
    </main>
  );
}
