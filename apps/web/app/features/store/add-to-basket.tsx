import { useEffect, useRef } from 'react';
import type { StoreKind } from '@dealer/contract';
import { useHydrated, useInitialQuantity } from '../../shared/stores/index.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import styles from './store-item.module.css';

/**
 * «В корзину» of the item page: a plain form posting to the basket's action, so it works without
 * JavaScript and costs the page none (the item page's HTML is shared: the count the visitor has
 * stored, SPEC 3's initial quantity, shows after hydration).
 */
export function AddToBasket({
  id,
  kind,
  minCount,
  embedded,
}: {
  id: number;
  kind: StoreKind;
  minCount: number;
  embedded: boolean;
}) {
  const initial = useInitialQuantity(id, { minCount });
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  // Once the page wakes, an untouched field shows the count the visitor stored; what they typed
  // while it was waking stays theirs.
  useEffect(() => {
    const input = field.current;
    if (hydrated && input && input.value === input.defaultValue) input.value = String(initial);
  }, [hydrated, initial]);
  return (
    <form
      method="post"
      action={embedded ? '/iframe/basket/' : '/basket/'}
      className={styles.addToBasket}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="basket" value={kind === 'parts' ? 'parts' : 'accessories'} />
      <input type="hidden" name="id" value={id} />
      <label className={styles.qtyField}>
        <span>Количество</span>
        <input
          ref={field}
          type="number"
          name="qty"
          min={1}
          max={9999}
          step={1}
          inputMode="numeric"
          required
          defaultValue={Math.max(1, minCount)}
        />
      </label>
      <button type="submit" className={buttonClass()}>
        В корзину
      </button>
    </form>
  );
}
