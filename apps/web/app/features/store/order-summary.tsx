import { formatRub, unitPriceToPay } from '@dealer/domain';
import { BasketTotals } from './basket-page.tsx';
import type { BasketLineData } from './basket.server.ts';
import styles from './basket.module.css';

/** The lines being ordered, at the prices of now, with SPEC 4 totals (the ordering page). */
export function OrderSummary({ lines }: { lines: readonly BasketLineData[] }) {
  return (
    <section aria-labelledby="order-lines" className={styles.section}>
      <h2 id="order-lines" className={styles.subtitle}>
        Ваш заказ
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={`${styles.line} ${styles.plain}`}>
            <div className={styles.about}>
              <span className={styles.name}>{line.name}</span>
              <p className={styles.meta}>
                <span className={styles.code}>{line.partCode}</span> · {line.qty} шт. ×{' '}
                {formatRub(unitPriceToPay(line))}
              </p>
            </div>
            <p className={styles.lineSum}>{formatRub(unitPriceToPay(line) * line.qty)}</p>
          </li>
        ))}
      </ul>
      <BasketTotals lines={lines} />
    </section>
  );
}
