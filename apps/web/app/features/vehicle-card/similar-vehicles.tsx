import { Suspense } from 'react';
import { Await } from 'react-router';
import type { VehicleCard } from '@dealer/contract';
import styles from './similar-vehicles.module.css';

export interface SimilarVehiclesProps {
  vehicles: Promise<VehicleCard[]>;
  /** Draws one vehicle: the shared catalogue tile. */
  renderTile: (vehicle: VehicleCard, index: number) => React.ReactNode;
}

/** «Похожие автомобили», streamed after the card; absent when there are none. */
export function SimilarVehicles({ vehicles, renderTile }: SimilarVehiclesProps) {
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
                {items.map((item, index) => (
                  <li key={item.id}>{renderTile(item, index)}</li>
                ))}
              </ul>
            </section>
          )
        }
      </Await>
    </Suspense>
  );
}
