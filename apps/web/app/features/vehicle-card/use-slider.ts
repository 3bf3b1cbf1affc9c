import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The index of a horizontal scroll-snap strip, kept in step with the visitor's swipes, and `go`
 * to scroll it to a slide (buttons, keys). The strip does the swiping itself: no touch code here.
 */
export function useSlider(track: RefObject<HTMLElement | null>, count: number, start = 0) {
  const [index, setIndex] = useState(start);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = element.clientWidth || 1;
        setIndex(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / width))));
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
    };
  }, [track, count]);

  const go = useCallback(
    (next: number, behavior: ScrollBehavior = 'smooth') => {
      const element = track.current;
      if (!element) return;
      const target = Math.min(count - 1, Math.max(0, next));
      element.scrollTo({ left: target * element.clientWidth, behavior });
      setIndex(target);
    },
    [track, count],
  );

  return { index, go };
}
