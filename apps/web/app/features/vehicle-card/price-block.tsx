import { formatRub, priceBlock } from '@dealer/domain';
import type { DiscountCondition } from '@dealer/domain';
import type { ConditionalDiscounts } from '@dealer/contract';
import styles from './price-block.module.css';

const CONDITION_LABELS: Readonly<Record<DiscountCondition, string>> = {
  credit: 'При покупке в кредит',
  tradeIn: 'При сдаче автомобиля в трейд-ин',
  insurance: 'При оформлении страховки у дилера',
};

export interface PriceBlockProps {
  price: number;
  disprice: number;
  discounts: ConditionalDiscounts;
}

/**
 * The honest price: what anyone pays comes first and largest; each conditional discount follows,
 * named, with the discount and the price it needs.
 */
export function PriceBlock(props: PriceBlockProps) {
  const block = priceBlock(props);
  return (
    <section className={styles.block} aria-labelledby="price-title">
      <h2 id="price-title" className={styles.caption}>
        Цена без условий
      </h2>
      <p className={styles.price}>
        <span data-testid="price">{formatRub(block.price)}</span>
        {block.oldPrice !== null && (
          <s className={styles.old}>
            <span className={styles.hidden}>Без скидки: </span>
            {formatRub(block.oldPrice)}
          </s>
        )}
      </p>
      {block.conditions.length > 0 && (
        <>
          <h3 className={styles.subtitle}>Скидки при условиях</h3>
          <ul className={styles.conditions}>
            {block.conditions.map((c) => (
              <li key={c.key} className={styles.condition}>
                <span className={styles.name}>{CONDITION_LABELS[c.key]}</span>
                <span className={styles.amount}>
                  <span>−{formatRub(c.discount)}</span>
                  <strong>{formatRub(c.price)}</strong>
                </span>
              </li>
            ))}
            {block.allConditionsPrice !== null && (
              <li className={`${styles.condition} ${styles.all}`}>
                <span className={styles.name}>При выполнении всех условий</span>
                <span className={styles.amount}>
                  <strong>{formatRub(block.allConditionsPrice)}</strong>
                </span>
              </li>
            )}
          </ul>
        </>
      )}
    </section>
  );
}
