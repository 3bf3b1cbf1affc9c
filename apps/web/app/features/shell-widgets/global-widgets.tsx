import { Suspense, useEffect, useState } from 'react';
import { useMatches, useNavigation } from 'react-router';
import { FEEDBACK_QUERY } from '@dealer/domain';
import { openPanel, useUi } from '../../shared/stores/index.ts';
import { CookieToast } from './cookie-toast.tsx';
import { APPLE_AGENT } from './apple-agent.ts';
import type { InstallBrowser } from './install-target.ts';
import type LoadingBar from './loading-bar.tsx';
import { preloadable } from '../../shared/ui/lazy.tsx';
import { useIsStaffDesk } from '../../shared/navigation/staff-desk.ts';
import { useInstallPrompt } from '../../shared/site/install-prompt.ts';

// Overlay contents load on first open, never with the page (the JavaScript budget).
const InstallPanel = preloadable(() => import('./install-panel.tsx'));
const SuccessBlock = preloadable(() => import('./success-block.tsx'));
const InstallBanner = preloadable(() => import('./install-banner.tsx'));

/**
 * The navigation bar. A page's first load shows none, so its code loads when the first navigation
 * starts (the bar counts its 200 ms from that start); a bar whose code cannot load is left out and
 * tried again at the next navigation, which goes on either way.
 */
function NavigationBar() {
  const busy = useNavigation().state !== 'idle';
  const [since, setSince] = useState<number | null>(null);
  const [bar, setBar] = useState<{ Bar: typeof LoadingBar } | null>(null);
  useEffect(() => {
    if (!busy) return;
    setSince(performance.now());
    if (!bar)
      import('./loading-bar.tsx').then(
        (module) => setBar({ Bar: module.default }),
        () => {},
      );
  }, [busy]);
  return bar && since !== null ? <bar.Bar busy={busy} since={since} /> : null;
}

/**
 * The install offer's code, its rules included, loads only on the devices it is for: iPhone and
 * iPad (the steps), and browsers that offer the install themselves (Android-class, issue 33).
 */
function InstallOffer() {
  const [browser, setBrowser] = useState<InstallBrowser | null>(null);
  const offered = useInstallPrompt() !== null;
  useEffect(() => {
    if (!APPLE_AGENT.test(navigator.userAgent)) return;
    let current = true;
    void import('./install-target.ts').then(({ currentDevice, installBrowserOf }) => {
      if (current) setBrowser(installBrowserOf(currentDevice()));
    });
    return () => {
      current = false;
    };
  }, []);
  if (!browser && !offered) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner browser={browser} />
    </Suspense>
  );
}

/** Embedded pages (layout clear: the iframes) carry no banners or notices of the site. */
export function useIsEmbedded(): boolean {
  return useMatches().some((match) => match.id === 'layout-clear');
}

/** The site-wide widgets of SPEC 2.16, mounted once in root. */
export function GlobalWidgets() {
  const { panel, data } = useUi();
  const embedded = useIsEmbedded();
  const staff = useIsStaffDesk();

  // SPEC 2.16: ?send_feedback=y opens the feedback panel on load.
  useEffect(() => {
    // A marker for the end-to-end tests: the page answers clicks from here on.
    document.documentElement.dataset.hydrated = 'true';
    if (
      new URLSearchParams(window.location.search).get(FEEDBACK_QUERY.name) === FEEDBACK_QUERY.value
    )
      openPanel('feedback');
  }, []);

  return (
    <>
      <NavigationBar />
      {!embedded && <CookieToast />}
      {!embedded && !staff && <InstallOffer />}
      <Suspense fallback={null}>
        {panel === 'install' && <InstallPanel data={data} />}
        {panel === 'success' && <SuccessBlock />}
      </Suspense>
    </>
  );
}
