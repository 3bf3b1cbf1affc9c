import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
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

  useIsoLayoutEffect(() => {
    const before = current.current;
    current.current = { key: location.key, pathname: location.pathname, routeId };
    if (before.key === location.key || location.hash) return;
    if (navigationType === 'POP') {
      window.scrollTo({ top: positions.current[location.key] ?? 0, behavior: 'instant' });
    } else if (!(keepsScrollPosition(routeId) && before.routeId === routeId && before.pathname === location.pathname)) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }, [location.key]);

  return null;
}
