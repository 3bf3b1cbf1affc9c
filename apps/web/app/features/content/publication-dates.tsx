import { formatDateLong } from '@dealer/domain';
import { isExpired } from './kinds.ts';
import type { PublicationCard } from './content-data.ts';
import styles from './content.module.css';

/** The date line of a publication: its day, and for a promotion its period and whether it is over. */
export function PublicationDates({ item, now }: { item: PublicationCard; now: string }) {
  const expired = item.kind === 'actions' && isExpired(item.endsAt, new Date(now));
  return (
    <p className={styles.dates}>
      <time dateTime={item.publishedAt}>{formatDateLong(item.publishedAt)}</time>
      {item.kind === 'actions' && item.endsAt && (
        <span>
          {item.startsAt ? `Срок: ${formatDateLong(item.startsAt)} — ` : 'До '}
          {formatDateLong(item.endsAt)}
        </span>
      )}
      {expired && <span className={styles.expired}>Акция завершена</span>}
    </p>
  );
}
