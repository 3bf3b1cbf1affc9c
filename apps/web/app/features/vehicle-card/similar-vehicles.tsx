import { Suspense, use } from 'react';
import { VehicleTile } from '../../shared/catalog/vehicle-tile.tsx';
import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';
import styles from './similar-vehicles.module.css';

/**
 * «Похожие автомобили» on the shared tile, streamed after the card; absent when there are none.
 * React's `use` rather than React Router's `Await`, which would bring its error boundary to every
 * page's shell; the loader's promise never rejects (a failure is an empty list).
 */
export function SimilarVehicles({ vehicles }: { vehicles: Promise<VehicleTileData[]> }) {
  return (
    <Suspense fallback={null}>
      <SimilarList vehicles={vehicles} />
    </Suspense>
  );
}

function SimilarList({ vehicles }: { vehicles: Promise<VehicleTileData[]> }) {
  const items = use(vehicles);
  if (items.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-title">
      <h2 id="similar-title" className={styles.title}>
        Похожие автомобили
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <VehicleTile vehicle={item} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
