import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCookiesAccepted, useSite } from '../stores/index.ts';
import { startMetrica, startTagManager, trackView } from './tags.ts';

/**
 * Tag manager and Metrica (SPEC 5, 9; INTEGRATIONS.md): loaded only when configured and only after
 * the visitor accepted cookies; every navigation then sends a view.
 */
export function Analytics() {
  const { analytics } = useSite();
  const accepted = useCookiesAccepted();
  const { pathname, search } = useLocation();
  const { gtmId, ymId, gtmScriptUrl, ymScriptUrl } = analytics;
  const enabled = accepted && Boolean(gtmId || ymId);

  useEffect(() => {
    if (!accepted) return;
    if (gtmId) startTagManager(gtmId, gtmScriptUrl);
    if (ymId) startMetrica(ymId, ymScriptUrl);
  }, [accepted, gtmId, ymId, gtmScriptUrl, ymScriptUrl]);

  useEffect(() => {
    if (enabled) trackView(window.location.href, ymId, Boolean(gtmId));
  }, [enabled, pathname, search, ymId, gtmId]);

  return null;
}
