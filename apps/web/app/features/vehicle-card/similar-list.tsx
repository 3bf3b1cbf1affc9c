import { VehicleTile } from '../../shared/catalog/vehicle-tile.tsx';
import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';
import styles from './similar-vehicles.module.css';

/** The similar vehicles' list, on the shared tile. */
export default function SimilarList({ items }: { items: VehicleTileData[] }) {
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
