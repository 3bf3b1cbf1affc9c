import { useEffect, useRef, useState } from 'react';
import { LOADING_INDICATOR } from '@dealer/domain';
import styles from './loading-bar.module.css';

type Phase = 'idle' | 'running' | 'done' | 'hiding';

/**
 * SPEC 4, 9: a 3 px bar at the top during navigation. It appears 200 ms after a navigation starts
 * (`since`: when the navigation was first seen, so the time its code took to load counts), creeps
 * towards the end over an estimated 2000 ms, fills when done, fades 500 ms later and is reset
 * 400 ms after that.
 */
export default function LoadingBar({ busy, since }: { busy: boolean; since: number }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const shown = phase !== 'idle';

  useEffect(() => {
    const later = (ms: number, next: Phase) =>
      timers.current.push(setTimeout(() => setPhase(next), Math.max(0, ms)));
    timers.current.forEach(clearTimeout);
    timers.current = [];
    if (busy) {
      later(LOADING_INDICATOR.throttleMs - (performance.now() - since), 'running');
    } else if (shown) {
      setPhase('done');
      later(LOADING_INDICATOR.hideDelayMs, 'hiding');
      later(LOADING_INDICATOR.hideDelayMs + LOADING_INDICATOR.resetDelayMs, 'idle');
    }
    return () => timers.current.forEach(clearTimeout);
    // Only the start and the end of a navigation move the bar.
  }, [busy]);

  return (
    <div
      className={styles.bar}
      data-phase={phase}
      role="progressbar"
      aria-label="Загрузка страницы"
      aria-busy={busy || undefined}
      aria-hidden={phase === 'running' || phase === 'done' ? undefined : true}
      style={{
        height: LOADING_INDICATOR.heightPx,
        ['--estimate' as string]: `${LOADING_INDICATOR.durationMs}ms`,
      }}
    />
  );
}
