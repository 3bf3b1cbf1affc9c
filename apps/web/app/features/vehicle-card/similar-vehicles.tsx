import { Suspense } from 'react';
import { Await } from 'react-router';
import { VehicleTile } from '../../shared/catalog/vehicle-tile.tsx';
import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';
import styles from './similar-vehicles.module.css';

/** «Похожие автомобили» on the shared tile, streamed after the card; absent when there are none. */
export function SimilarVehicles({ vehicles }: { vehicles: Promise<VehicleTileData[]> }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={vehicles} errorElement={null}>
        {(items) =>
          items.length === 0 ? null : (
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
          )
        }
      </Await>
    </Suspense>
  );
}
