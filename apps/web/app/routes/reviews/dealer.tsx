import { ReviewsPage } from '../../features/reviews/index.ts';
import { loadReviews, submitReview } from '../../features/reviews/index.server.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/dealer';

// SPEC 2.5 /reviews/{dealer}/ and /reviews/{dealer}/{employee}/: the reviews and rating of the
// dealer or of one employee; an unknown dealer or employee is a 404.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { meta, ...page } = await loadReviews(context, new URL(request.url), params);
  const policyHref = builtHref(context.get(siteContext).holdingId, 'consent-to-processing');
  // `meta` at the top: the root's canonical link sees the page's own (canonical-link.tsx).
  return { page, policyHref, meta };
}

export function action({ context, params, request }: Route.ActionArgs) {
  return submitReview(context, request, params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ReviewsPage page={loaderData.page} result={actionData} policyHref={loaderData.policyHref} />
  );
}
