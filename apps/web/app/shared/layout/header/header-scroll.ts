import { useEffect, useState } from 'react';
import { HEADER_BANNER_HIDE_SCROLL_PX, HEADER_STICKY_SCROLL_PX } from '@dealer/domain';

export interface HeaderScroll {
  /** SPEC 2.11: the bar is fixed to the top once the page scrolled past 100 px. */
  sticky: boolean;
  /** ...and slides away while the visitor scrolls down. */
  hidden: boolean;
  /** SPEC 2.11: the header banner goes once the page scrolled past 184 px. */
  bannerGone: boolean;
}

export const TOP_OF_PAGE: HeaderScroll = { sticky: false, hidden: false, bannerGone: false };

/** The next header state for a scroll from lastY to y (pure, so the rules are unit-tested). */
export function nextHeaderScroll(previous: HeaderScroll, lastY: number, y: number): HeaderScroll {
  const sticky = y > HEADER_STICKY_SCROLL_PX;
  const hidden = sticky && (y === lastY ? previous.hidden : y > lastY);
  const bannerGone = previous.bannerGone || y > HEADER_BANNER_HIDE_SCROLL_PX;
  if (
    sticky === previous.sticky &&
    hidden === previous.hidden &&
    bannerGone === previous.bannerGone
  )
    return previous;
  return { sticky, hidden, bannerGone };
}

/**
 * Marks <html data-header-banner="gone"> once the banner must go: the banner above the header
 * (the app banner of the widgets) is hidden by that attribute in global.css.
 */
function markBanner(gone: boolean): void {
  if (gone) document.documentElement.dataset.headerBanner = 'gone';
}

/** Follows the window scroll once per frame; renders only when the header state changes. */
export function useHeaderScroll(): HeaderScroll {
  const [state, setState] = useState(TOP_OF_PAGE);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    let current = nextHeaderScroll(TOP_OF_PAGE, lastY, lastY);
    markBanner(current.bannerGone);
    setState(current);
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const next = nextHeaderScroll(current, lastY, y);
        markBanner(next.bannerGone);
        // A banner that just went moves the page by its height (scroll anchoring): start from there.
        lastY = next.bannerGone !== current.bannerGone ? window.scrollY : y;
        if (next !== current) setState((current = next));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return state;
}
