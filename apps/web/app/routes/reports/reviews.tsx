import { ReviewsPage } from '../../features/reports/index.ts';
import { loadReviews, reviewAction } from '../../features/reports/index.server.ts';
import type { Route } from './+types/reviews';

// /reports/reviews/: the moderation queue of visitors' reviews.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadReviews(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return reviewAction(request, context);
}

export function meta() {
  return [{ title: 'Отзывы на проверке' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsPage {...loaderData} result={actionData} />;
}
