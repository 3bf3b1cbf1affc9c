import { ReviewsPage } from '../../features/reviews/index.ts';
import { loadReviews, submitReview } from '../../features/reviews/index.server.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/index';

// SPEC 2.5 /reviews/: every published review of the holding, and the form with a dealer to pick.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { meta, ...page } = await loadReviews(context, new URL(request.url), {});
  const policyHref = builtHref(context.get(siteContext).holdingId, 'consent-to-processing');
  // `meta` at the top: the root's canonical link sees the page's own (canonical-link.tsx).
  return { page, policyHref, meta };
}

export function action({ context, request }: Route.ActionArgs) {
  return submitReview(context, request, {});
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ReviewsPage page={loaderData.page} result={actionData} policyHref={loaderData.policyHref} />
  );
}
