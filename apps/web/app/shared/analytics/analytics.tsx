import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCookiesAccepted, useSite } from '../stores/index.ts';
import type * as Tags from './tags.ts';

// The tag code loads with the first use: a visitor who has not accepted cookies never gets it. One
// promise for every caller, so its callbacks run in the order they were added (start, then views).
let tagsModule: Promise<typeof Tags> | undefined;
const tags = () => (tagsModule ??= import('./tags.ts'));

/**
 * Tag manager and Metrica (SPEC 5, 9; INTEGRATIONS.md): loaded only when configured and only after
 * the visitor accepted cookies; every navigation then sends a view (in order: the same module
 * promise runs the start before the first view).
 */
export function Analytics() {
  const { analytics } = useSite();
  const accepted = useCookiesAccepted();
  // A view per address the visitor sees: a masked navigation (a list page asking its loader for the
  // stored lists, decision 0038) keeps the address bar, and is no new view.
  const location = useLocation();
  const { pathname, search } = location.mask ?? location;
  const { gtmId, ymId, gtmScriptUrl, ymScriptUrl } = analytics;
  const enabled = accepted && Boolean(gtmId || ymId);

  useEffect(() => {
    if (!accepted || !(gtmId || ymId)) return;
    void tags().then(({ startMetrica, startTagManager }) => {
      if (gtmId) startTagManager(gtmId, gtmScriptUrl);
      if (ymId) startMetrica(ymId, ymScriptUrl);
    });
  }, [accepted, gtmId, ymId, gtmScriptUrl, ymScriptUrl]);

  useEffect(() => {
    if (!enabled) return;
    const url = window.location.href;
    void tags().then(({ trackView }) => trackView(url, ymId, Boolean(gtmId)));
  }, [enabled, pathname, search, ymId, gtmId]);

  return null;
}
