import { toggleFavoriteAccessory, useIsFavoriteAccessory } from '../../shared/stores/index.ts';
import { HeartIcon } from '../../shared/ui/icons.tsx';
import styles from './store-item.module.css';

/**
 * The favourite accessory toggle (SPEC 3, 4: applied locally at once, sent to /store/favorite when
 * signed in; SPEC 2.12 counts it). The server renders it off; the stored state shows after hydration.
 */
export function ItemFavorite({ id, name }: { id: number; name: string }) {
  const favorite = useIsFavoriteAccessory(id);
  return (
    <button
      type="button"
      className={styles.favorite}
      aria-pressed={favorite}
      aria-label={`В избранное: ${name}`}
      onClick={() => toggleFavoriteAccessory(id)}
    >
      <HeartIcon size={20} className={favorite ? styles.filled : undefined} />
      <span aria-hidden="true">{favorite ? 'В избранном' : 'В избранное'}</span>
    </button>
  );
}
