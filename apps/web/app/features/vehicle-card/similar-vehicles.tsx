import { Suspense, use, useMemo } from 'react';
import { serverReady } from '../../shared/ui/lazy.tsx';
import { AfterTouch, useFirstTouch } from '../../shared/ui/on-first-touch.tsx';
import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';

// The tiles' code (the shared vehicle tile, its favourite and compare toggles) loads when the
// list comes within a screen of the viewport or is touched (decision 0037): the list is at the
// foot of the card, and the server's HTML shows it meanwhile (serverReady: the server has the
// module from its start, so the list is written as soon as its vehicles are known).
const SimilarList = serverReady(() => import('./similar-list.tsx'));

/**
 * «Похожие автомобили» on the shared tile, streamed after the card; absent when there are none.
 * React's `use` rather than React Router's `Await`, which would bring its error boundary to every
 * page's shell; the loader's promise never rejects (a failure is an empty list).
 */
export function SimilarVehicles({ vehicles }: { vehicles: Promise<VehicleTileData[]> }) {
  const [wrapper, gate] = useFirstTouch<HTMLDivElement>({ near: true });
  // The same element while the list is the same: React leaves a waiting boundary alone then.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <AfterTouch gate={gate}>
          <Listed vehicles={vehicles} />
        </AfterTouch>
      </Suspense>
    ),
    [gate, vehicles],
  );
  return <div ref={wrapper}>{boundary}</div>;
}

function Listed({ vehicles }: { vehicles: Promise<VehicleTileData[]> }) {
  const items = use(vehicles);
  return items.length === 0 ? null : <SimilarList items={items} />;
}
