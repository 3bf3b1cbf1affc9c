import { formatDateLong, formatRub } from '@dealer/domain';
import styles from './price-history.module.css';

export interface PriceHistoryProps {
  history: readonly { date: string; price: number }[];
}

/** The price without conditions each time it changed, newest first (shown once it has changed). */
export function PriceHistory({ history }: PriceHistoryProps) {
  if (history.length < 2) return null;
  const newestFirst = [...history].reverse();
  return (
    <section className={styles.block} aria-labelledby="price-history-title">
      <h2 id="price-history-title" className={styles.title}>
        История цены
      </h2>
      <ol className={styles.list}>
        {newestFirst.map((entry, i) => {
          const older = newestFirst[i + 1];
          const change = older ? entry.price - older.price : 0;
          return (
            <li key={`${entry.date}-${i}`} className={styles.row}>
              <time dateTime={entry.date}>{formatDateLong(entry.date)}</time>
              <span className={styles.price}>
                {formatRub(entry.price)}
                {change !== 0 && (
                  <span className={change < 0 ? styles.down : styles.up}>
                    {change < 0 ? ' −' : ' +'}
                    {formatRub(Math.abs(change))}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
