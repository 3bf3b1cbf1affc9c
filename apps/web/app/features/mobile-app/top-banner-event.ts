import { useEffect } from 'react';
import { trackGoal } from '../../shared/analytics/tags.ts';
import { useCookiesAccepted, useSite } from '../../shared/stores/index.ts';

/** The analytics goal of a visit that came through the top banner's «Открыть» (?top-banner). */
export const TOP_BANNER_GOAL = 'mobile-app-top-banner';

/**
 * Counts the visit once analytics may run (configured and cookies accepted, as every other
 * event of the site): a data-layer event and a Metrica goal of the holding's counter.
 */
export function useTopBannerGoal(fromTopBanner: boolean): void {
  const { analytics } = useSite();
  const accepted = useCookiesAccepted();
  const enabled = fromTopBanner && accepted && Boolean(analytics.gtmId || analytics.ymId);
  useEffect(() => {
    if (enabled) trackGoal(TOP_BANNER_GOAL, { url: window.location.href }, analytics.ymId);
  }, [enabled, analytics.ymId]);
}
