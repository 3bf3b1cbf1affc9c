import { useEffect, useRef, useState } from 'react';
import { drawMap, type MapPoint } from './draw-map.ts';
import { mapsLoaderFor, type MapsState } from './maps-loader.ts';
import styles from './dealers-map.module.css';

const STATE_TEXT: Partial<Record<MapsState['status'], string>> = {
  loading: 'Загружаем карту…',
  error: 'Карта не загрузилась. Адреса и ссылки на Яндекс Карты — в списке.',
};

/**
 * The dealers on a Yandex map (INTEGRATIONS.md). The script loads only when the map scrolls into
 * view; without a key (scriptUrl null) there is no map at all and the list's links stand in.
 */
export function DealersMap({
  scriptUrl,
  points,
  label,
}: {
  scriptUrl: string | null;
  points: readonly MapPoint[];
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapsState['status']>('pending');

  useEffect(() => {
    const element = box.current;
    if (!scriptUrl || !element || points.length === 0) return;
    const loader = mapsLoaderFor(scriptUrl);
    let cancelled = false;
    let erase: (() => void) | undefined;
    const start = () => {
      setState(loader.state().status === 'loaded' ? 'loaded' : 'loading');
      loader.load().then(
        (api) => {
          if (cancelled || !canvas.current) return;
          erase = drawMap(api, canvas.current, points, styles.marker ?? '');
          setState('loaded');
        },
        () => !cancelled && setState('error'),
      );
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      erase?.();
    };
  }, [scriptUrl, points]);

  if (!scriptUrl || points.length === 0) return null;
  const text = STATE_TEXT[state];
  return (
    <section className={styles.map} aria-label={label} data-map-state={state} ref={box}>
      <div className={styles.canvas} ref={canvas} />
      {text && (
        <p className={styles.status} role="status">
          {text}
        </p>
      )}
    </section>
  );
}
