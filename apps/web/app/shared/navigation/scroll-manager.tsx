import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigation, useNavigationType } from 'react-router';
import { keepsScrollPosition } from '@dealer/domain';

const STORE_KEY = 'scroll-positions';
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Going back: the saved position is applied at once and again over the next frames while the page
 * settles (late layout such as a header turning sticky), until it holds or the visitor scrolls.
 */
function restorePosition(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
  const until = performance.now() + 1000;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  const events = ['wheel', 'touchstart', 'keydown'] as const;
  for (const name of events) window.addEventListener(name, stop, { once: true, passive: true });
  const check = () => {
    if (stopped || performance.now() > until) {
      for (const name of events) window.removeEventListener(name, stop);
      return;
    }
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'instant' });
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * SPEC 2.2 scrolling: going back restores the saved position; a navigation that stays on the
 * same vehicle card (catalog-id) keeps its position; every other one scrolls smoothly to the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const routeId = useMatches().at(-1)?.id;
  const positions = useRef<Record<string, number>>({});
  const current = useRef({ key: location.key, pathname: location.pathname, routeId });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current = readPositions();
    let frame = 0;
    // Positions are recorded while scrolling, before the next page replaces the DOM.
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.current[current.current.key] = window.scrollY;
      });
    };
    const persist = () => sessionStorage.setItem(STORE_KEY, JSON.stringify(positions.current));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // The position is also taken when a navigation starts, before the next page replaces the DOM.
  const navigationState = useNavigation().state;
  useEffect(() => {
    if (navigationState !== 'idle') positions.current[current.current.key] = window.scrollY;
  }, [navigationState]);

  useIsoLayoutEffect(() => {
    const before = current.current;
    current.current = { key: location.key, pathname: location.pathname, routeId };
    if (before.key === location.key || location.hash) return;
    if (navigationType === 'POP') {
      restorePosition(positions.current[location.key] ?? 0);
    } else if (!(
      keepsScrollPosition(routeId) &&
      before.routeId === routeId &&
      before.pathname === location.pathname
    )) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }, [location.key]);

  return null;
}
