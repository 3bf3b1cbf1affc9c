import { Suspense, use, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { RefObject } from 'react';
import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';
import { serverReady } from '../../shared/ui/lazy.tsx';
import { RenderOnceContext } from '../../shared/ui/render-once.ts';
// The tiles' styles come with the card (the server writes the tiles); their code when it is needed.
import '../../shared/catalog/vehicle-tile.module.css?styles-only';
import styles from './similar-vehicles.module.css';

/** How far below the screen the list is when its tiles' code starts to load. */
const NEAR_MARGIN = '600px 0px';

/**
 * The list's tiles as the server wrote them, read as this module loads, before React hydrates. The
 * list waits on the loader's streamed promise, so React Router's route discovery may update the
 * page before it hydrates: React then drops the server's list and renders it anew, and until the
 * tiles' code comes it shows this HTML (without it the code would load at once). Cleared once the
 * list mounted: a later card's list is the browser's own.
 */
let serverList =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector('[aria-labelledby="similar-title"] > ul')?.innerHTML ?? '');

let comeNear = () => {};
/** Resolved when the list comes near the screen (once for the page's life: the code then stays). */
const near = new Promise<void>((resolve) => (comeNear = resolve));

/**
 * The tile, without its code in the card's JavaScript: the server writes the tiles at once; the
 * browser keeps that HTML (a Suspense boundary that suspends while React hydrates it) and loads the
 * tiles' code when the list comes near the screen, before the visitor can reach a toggle.
 */
const VehicleTile = serverReady(() =>
  (import.meta.env.SSR ? Promise.resolve() : near)
    .then(() => import('../../shared/catalog/vehicle-tile.tsx'))
    .then((module) => ({ default: module.VehicleTile })),
);

/**
 * «Похожие автомобили» on the shared tile, streamed after the card; absent when there are none.
 * React's `use` rather than React Router's `Await`, which would bring its error boundary to every
 * page's shell; the loader's promise never rejects (a failure is an empty list).
 */
export function SimilarVehicles({ vehicles }: { vehicles: Promise<VehicleTileData[]> }) {
  return (
    <Suspense fallback={serverList ? <KeptSection /> : null}>
      <SimilarList vehicles={vehicles} />
    </Suspense>
  );
}

function SimilarList({ vehicles }: { vehicles: Promise<VehicleTileData[]> }) {
  const items = use(vehicles);
  // The server writes a tile's HTML once per tile data: the loader hands a vehicle's same object
  // to every card that lists it while its list is kept. The browser hydrates it as React wrote it.
  const renderOnce = import.meta.env.SSR ? use(RenderOnceContext) : null;
  const section = useRef<HTMLElement>(null);
  // A toggle tapped while the tiles wait for their code (a quick fling down and a tap): React
  // does not replay a click on HTML it has not hydrated, so it is clicked again once it has.
  const tapped = useRef<number | null>(null);
  const ready = useRef(false);
  // The tiles' server HTML: read as the module loaded, or taken when the list mounted (below).
  const kept = useRef(serverList);

  useEffect(() => {
    const element = section.current;
    if (!element) return;
    if (!ready.current) kept.current = element.querySelector('ul')?.innerHTML ?? '';
    serverList = '';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        comeNear();
        observer.disconnect();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    const touch = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (ready.current || !button || !element.contains(button)) return;
      comeNear();
      if (event.type !== 'click') return;
      tapped.current = [...element.querySelectorAll('button')].indexOf(button);
      // Code that came just before the tap: React hydrates the tiles in this click and handles it.
      window.addEventListener('click', () => ready.current && (tapped.current = null), {
        once: true,
      });
    };
    for (const type of ['pointerdown', 'click'])
      window.addEventListener(type, touch, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of ['pointerdown', 'click'])
        window.removeEventListener(type, touch, { capture: true });
    };
  }, []);

  // The same element while the vehicles are the same (by value: React Router may hand the data
  // over anew): a boundary still waiting for its code is kept as the server wrote it, where one
  // given new props would be dropped and rendered anew (decision 0037).
  const key = JSON.stringify(items);
  // React Router's route discovery changes a context above the list while its tiles may still
  // wait: React then renders them anew, and until their code comes the list shows the HTML it had.
  const list = useMemo(
    () => (
      <Suspense fallback={<KeptList html={kept} />}>
        <ul className={styles.list}>
          {items.map((item) => {
            const tile = () => <VehicleTile vehicle={item} headingLevel={3} />;
            return renderOnce ? (
              <li
                key={item.id}
                dangerouslySetInnerHTML={{ __html: renderOnce(VehicleTile, item, tile) }}
              />
            ) : (
              <li key={item.id}>{tile()}</li>
            );
          })}
          <TilesReady
            onReady={() => {
              ready.current = true;
              setTimeout(() => {
                const index = tapped.current;
                tapped.current = null;
                if (index !== null) section.current?.querySelectorAll('button')[index]?.click();
              });
            }}
          />
        </ul>
      </Suspense>
    ),
    [key],
  );
  if (items.length === 0) return null;
  return (
    <section ref={section} className={styles.similar} aria-labelledby="similar-title">
      <h2 id="similar-title" className={styles.title}>
        Похожие автомобили
      </h2>
      {list}
    </section>
  );
}

/**
 * The list as the server wrote it, while React renders its tiles anew and their code is not here
 * yet. Without that HTML (React rendered them anew before the list's effect took it), the tiles'
 * code is loaded at once.
 */
function KeptList({ html }: { html: RefObject<string> }) {
  useEffect(() => {
    if (!html.current) comeNear();
  }, [html]);
  return <ul className={styles.list} dangerouslySetInnerHTML={{ __html: html.current }} />;
}

/** The section as the server wrote it, while React renders it anew and its data is not here yet. */
function KeptSection() {
  const kept = useRef(serverList);
  return (
    <section className={styles.similar} aria-labelledby="similar-title">
      <h2 id="similar-title" className={styles.title}>
        Похожие автомобили
      </h2>
      <KeptList html={kept} />
    </section>
  );
}

/** Renders nothing; tells when the boundary it is in has its code (hydrated or rendered). */
function TilesReady({ onReady }: { onReady: () => void }) {
  useLayoutEffect(onReady, []);
  return null;
}
