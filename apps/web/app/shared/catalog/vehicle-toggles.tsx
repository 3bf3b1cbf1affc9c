import { CompareIcon, HeartIcon } from '../ui/icons.tsx';
import { toggleCompare, toggleFavorite, useIsCompared, useIsFavorite } from '../stores/index.ts';
import type { VehicleRef } from '../stores/index.ts';
import styles from './vehicle-tile.module.css';

export interface VehicleTogglesProps {
  vehicle: VehicleRef;
  /** The vehicle's name for the buttons' accessible names, e.g. «Kia Rio». */
  title: string;
}

/**
 * Favourite and compare toggles (SPEC 4: applied locally at once, kept in localStorage). The server
 * and hydration render them off; the stored state shows right after hydration.
 */
export function VehicleToggles({ vehicle, title }: VehicleTogglesProps) {
  const favorite = useIsFavorite(vehicle);
  const compared = useIsCompared(vehicle);
  return (
    <div className={styles.toggles}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={favorite}
        aria-label={`В избранное: ${title}`}
        title={favorite ? 'Убрать из избранного' : 'Добавить в избранное'}
        onClick={() => toggleFavorite(vehicle)}
      >
        <HeartIcon size={20} className={favorite ? styles.filled : undefined} />
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={compared}
        aria-label={`К сравнению: ${title}`}
        title={compared ? 'Убрать из сравнения' : 'Добавить к сравнению'}
        onClick={() => toggleCompare(vehicle)}
      >
        <CompareIcon size={20} />
      </button>
    </div>
  );
}
