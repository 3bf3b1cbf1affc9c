import { useCallback } from 'react';
import { useCookiesAccepted, useSite } from '../../shared/stores/index.ts';

/** The event name in dataLayer for every sent lead; the form id rides along. */
export const LEAD_SENT_EVENT = 'lead_sent';

/**
 * SPEC 7 «After a form is sent»: an event to the data layer and the holding's Metrica goal,
 * only when analytics are configured and the visitor accepted cookies, never on the iframe
 * online-service route. The tag code loads on first use.
 */
export function useLeadSentAnalytics(): (formId: string, pathname: string) => void {
  const { analytics } = useSite();
  const accepted = useCookiesAccepted();
  const { gtmId, ymId } = analytics;
  return useCallback(
    (formId, pathname) => {
      if (!accepted || !(gtmId || ymId)) return;
      if (/^\/iframe\/service\/online(\/|$)/.test(pathname)) return;
      void import('../../shared/analytics/tags.ts').then(({ trackGoal }) =>
        trackGoal(LEAD_SENT_EVENT, { formId }, ymId),
      );
    },
    [accepted, gtmId, ymId],
  );
}
